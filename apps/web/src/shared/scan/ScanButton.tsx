import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { textOf, useT, type Text } from '../i18n';
import { useArea } from '../i18n/useArea';
import { useHasCamera } from './camera';
import s from './Scan.module.css';

const ScanDialog = lazy(() => import('./ScanDialog'));

/**
 * The scan button of a number box, shown only where the device has a camera. It opens the scan
 * dialog (loaded, with its barcode reader, only then) and hands over the text read from the label.
 */
export function ScanButton({
  label,
  onScan,
  vin,
  className,
}: {
  /** The name of the number box, in the reader's language. */
  label: Text;
  onScan: (text: string) => void;
  vin?: boolean;
  /** Where the button sits over its box (it is placed at the box's right end). */
  className?: string;
}) {
  const camera = useHasCamera();
  const ready = useArea('scan', camera);
  const t = useT();
  const [open, setOpen] = useState(false);
  const [scanned, setScanned] = useState<string>();
  const handOver = useRef(onScan);
  handOver.current = onScan;
  // The text is handed over once the dialog has closed and given focus back, so the box can take it.
  useEffect(() => {
    if (open || scanned === undefined) return;
    const frame = requestAnimationFrame(() => {
      setScanned(undefined);
      handOver.current(scanned);
    });
    return () => cancelAnimationFrame(frame);
  }, [open, scanned]);
  if (!camera || !ready) return null;
  return (
    <>
      <button
        type="button"
        className={`${s.button} ${className ?? ''}`}
        aria-label={t('scan.button', { label: textOf(t, label) })}
        title={t('scan.button.title')}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 7V4h3M18 4h3v3M21 17v3h-3M6 20H3v-3M7 8v8M10 8v8M13 8v8M17 8v8" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ScanDialog label={textOf(t, label)} vin={vin} onClose={() => setOpen(false)} onScan={setScanned} />
        </Suspense>
      )}
    </>
  );
}
