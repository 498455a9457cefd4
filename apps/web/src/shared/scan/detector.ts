import { scanFormats } from '@wheelend/domain';

export type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string; format: string }[]> };

type NativeDetector = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats: () => Promise<string[]>;
};

/** The browser's Barcode Detection API when it reads every format a label may use, else the
 * ZXing-based polyfill, its WebAssembly served from this origin. */
export async function makeDetector(): Promise<Detector> {
  const formats = [...scanFormats];
  const native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch(() => [] as string[]);
    if (formats.every((f) => supported.includes(f))) return new native({ formats });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasm }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats });
}
