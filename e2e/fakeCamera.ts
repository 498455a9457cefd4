import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import bwipjs from 'bwip-js';

/** An 8-bit PNG (grey, grey+alpha, RGB or RGBA, not interlaced) as RGBA pixels. */
export function decodePng(png: Buffer): { width: number; height: number; rgba: Uint8Array } {
  let pos = 8;
  let width = 0;
  let height = 0;
  let type = 0;
  const data: Buffer[] = [];
  while (pos < png.length) {
    const len = png.readUInt32BE(pos);
    const kind = png.toString('ascii', pos + 4, pos + 8);
    const body = png.subarray(pos + 8, pos + 8 + len);
    if (kind === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs');
      type = body[9];
    } else if (kind === 'IDAT') data.push(body);
    pos += 12 + len;
  }
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[type];
  if (!channels) throw new Error(`PNG colour type ${type} not handled`);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[y * stride + x - channels] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      const predict = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      pixels[y * stride + x] = (line[x] + predict) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const px = pixels.subarray(i * channels, (i + 1) * channels);
    const [r, g, b] = channels >= 3 ? [px[0], px[1], px[2]] : [px[0], px[0], px[0]];
    const alpha = channels === 4 ? px[3] : channels === 2 ? px[1] : 255;
    // On a white label: blend with white.
    const on = (v: number) => Math.round((v * alpha + 255 * (255 - alpha)) / 255);
    rgba.set([on(r), on(g), on(b), 255], i * 4);
  }
  return { width, height, rgba };
}

/** A Y4M video (I420) of an RGBA picture centred on a white frame, for Chromium's fake camera. */
export function y4mOf(picture: { width: number; height: number; rgba: Uint8Array } | undefined, frames = 3) {
  const W = 640;
  const H = 480;
  const luma = new Uint8Array(W * H).fill(255);
  if (picture) {
    const scale = Math.max(1, Math.floor(Math.min((W - 40) / picture.width, (H - 40) / picture.height)));
    const left = Math.floor((W - picture.width * scale) / 2);
    const top = Math.floor((H - picture.height * scale) / 2);
    for (let y = 0; y < picture.height * scale; y++) {
      for (let x = 0; x < picture.width * scale; x++) {
        const i = (Math.floor(y / scale) * picture.width + Math.floor(x / scale)) * 4;
        const [r, g, b] = picture.rgba.subarray(i, i + 3);
        luma[(top + y) * W + left + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      }
    }
  }
  // A grey picture: both chroma planes at the neutral 128.
  const chroma = new Uint8Array((W / 2) * (H / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/** Draws a barcode (bwip-js encoder name and text) and writes it as a fake-camera video file. */
export async function labelVideo(bcid: string | undefined, text = ''): Promise<string> {
  const picture = bcid
    ? decodePng(await bwipjs.toBuffer({ bcid, text, scale: 2, height: 12, includetext: false, paddingwidth: 10 }))
    : undefined;
  const file = join(mkdtempSync(join(tmpdir(), 'label-')), 'label.y4m');
  writeFileSync(file, y4mOf(picture));
  return file;
}
