import { describe, expect, it } from 'vitest';
import { shortStuds, studDimension } from './stud';

describe('stud rules', () => {
  it('labels dimensions in millimetres by 24.5 per inch', () => {
    expect(studDimension(4)).toBe('4.00" (98 mm)');
  });

  it('keeps short studs only for an OK answer with results', () => {
    expect(shortStuds({ Status: 'OK', Results: [1] })).toEqual([1]);
    expect(shortStuds({ Status: 'OK', Results: [] })).toEqual([]);
    expect(shortStuds({ Status: 'ZERO_RESULTS' })).toEqual([]);
  });
});
