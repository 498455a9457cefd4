import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogChecksum, validateCatalog } from './importer.js';
import { generateCatalog } from './generate.js';

const temp = mkdtempSync(join(tmpdir(), 'catalog-gen-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('the catalog generator', () => {
  it('writes a valid catalog with exactly N interchanges, the same on every run', async () => {
    const a = join(temp, 'a');
    const b = join(temp, 'b');
    const counts = await generateCatalog(a, { interchanges: 5000 });
    await generateCatalog(b, { interchanges: 5000 });
    expect(counts.interchanges).toBe(5000);
    expect(counts.hub_assemblies).toBeGreaterThan(150);
    expect(await catalogChecksum(a)).toBe(await catalogChecksum(b));
    const result = await validateCatalog(a);
    expect(result.errors).toEqual([]);
    expect(result.counts.interchanges).toBe(5000);
    expect(result.counts.hub_assemblies).toBe(counts.hub_assemblies);
    await generateCatalog(b, { interchanges: 5000, seed: 7 });
    expect(await catalogChecksum(b)).not.toBe(await catalogChecksum(a));
  });
});
