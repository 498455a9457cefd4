import { describe, expect, it } from 'vitest';
import { denserSource } from './drawings';

const g = '62939eae-f4bb-55d3-a9b8-623d1da557e7';

describe('denserSource', () => {
  it('offers the next size at least 1.5 times as large', () => {
    expect(denserSource(g, 200)).toBe(`/cdn/images/200x200/${g}.png 1x, /cdn/images/300x300/${g}.png 1.5x`);
    expect(denserSource(g, 250)).toBe(`/cdn/images/250x250/${g}.png 1x, /cdn/images/400x400/${g}.png 1.6x`);
  });

  it('or the largest thumbnail, and nothing for the largest itself', () => {
    expect(denserSource(g, 300)).toBe(`/cdn/images/300x300/${g}.png 1x, /cdn/images/400x400/${g}.png 1.33x`);
    expect(denserSource(g, 400)).toBeUndefined();
  });
});
