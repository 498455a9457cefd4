import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Answer } from './answerCache.js';
import { encoded } from './compression.js';

const answerOf = (body: string): Answer => ({ body, etag: 'W/"x"', uses: 1 });
const json = JSON.stringify({
  Status: 'OK',
  Results: Array.from({ length: 20 }, (_, i) => ({
    CompetitorPartNumber: `CD0-08${i}`,
    CompetitorName: 'Competitor',
    PartNumber: `1003${i}`,
  })),
});

describe('encoded', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses a small answer once (%s), into bytes that own their buffer', (encoding, unpack) => {
    const answer = answerOf(json);
    const out = encoded(answer, encoding);
    expect(out).toMatchObject({ encoding });
    const { bytes } = out as { bytes: Buffer };
    expect(unpack(bytes).toString()).toBe(json);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
    expect((encoded(answer, encoding) as { bytes: Buffer }).bytes).toBe(bytes);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses an answer that does not get smaller (%s) whole, in several pieces', (encoding, unpack) => {
    // Output buffers are the answer's size: this one's compressed bytes take more than one.
    const noise = randomBytes(3000);
    const { bytes } = encoded({ body: noise, etag: 'W/"x"', uses: 1 }, encoding) as { bytes: Buffer };
    expect(bytes.length).toBeGreaterThan(noise.length);
    expect(unpack(bytes).equals(noise)).toBe(true);
  });

  it('sends an answer under a kilobyte, or to a client that takes no compression, as it is', () => {
    expect(encoded(answerOf('{"Status":"ZERO_RESULTS"}'), 'br')).toBeUndefined();
    expect(encoded(answerOf(json), 'identity')).toBeUndefined();
  });
});
