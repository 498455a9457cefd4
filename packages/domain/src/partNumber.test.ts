import { describe, expect, it } from 'vitest';
import { canLookUp, MAX_LOOKUP_TEXT, normalizePartNumber, isAssemblyNumber } from './partNumber';

describe('normalizePartNumber', () => {
  it.each([
    ['10-031-065', '10031065'],
    ['10031 065', '10031065'],
    ['10031065', '10031065'],
    ['3600ax', '3600AX'],
    ['054.1640', '0541640'],
    ['ab/12-3 4', 'AB1234'],
  ])('%s becomes %s', (input, out) => {
    expect(normalizePartNumber(input)).toBe(out);
  });
});

describe('isAssemblyNumber', () => {
  it.each([
    ['10031065', true],
    ['100310', true],
    ['1003106', false],
    ['1003106A', false],
    ['', false],
  ])('%s is %s', (input, ok) => {
    expect(isAssemblyNumber(input)).toBe(ok);
  });
});

describe('canLookUp', () => {
  it('takes a number up to the lookup limit, and no empty, overlong or control-character text', () => {
    expect(canLookUp(' CD922/22 ')).toBe(true);
    expect(canLookUp('1'.repeat(MAX_LOOKUP_TEXT))).toBe(true);
    expect(canLookUp(`  ${'1'.repeat(MAX_LOOKUP_TEXT)}  `)).toBe(true);
    expect(canLookUp('1'.repeat(MAX_LOOKUP_TEXT + 1))).toBe(false);
    expect(canLookUp('   ')).toBe(false);
    expect(canLookUp('10\u000131')).toBe(false);
    expect(canLookUp('10\u0085')).toBe(false);
  });
});
