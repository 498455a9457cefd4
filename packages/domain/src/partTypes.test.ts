import { describe, expect, it } from 'vitest';
import en from '../messages/common/en.json';
import { PART_TYPE, partType, partTypeName, partTypes } from './partTypes';

const english = (m: { id: string } | undefined) => (m ? (en as Record<string, string>)[m.id] : undefined);

describe('partTypeName', () => {
  it.each([
    [5, undefined, 'Wheel Stud'],
    [6, undefined, 'Axle Stud'],
    [8, undefined, 'Fill Plug'],
    [101, undefined, 'Bearing Set'],
    [101, 0, 'Bearing Set'],
    [101, 1, 'Bearing Set (Inner)'],
    [101, 2, 'Bearing Set (Outer)'],
    [115, undefined, 'Complete Hub Assembly'],
    [217, undefined, 'PreSet Complete Hub Rebuild Kit (Keyway)'],
    [218, undefined, 'PreSet Complete Hub Rebuild Kit (D Flat)'],
    [219, undefined, 'PreSet/PreSet Plus Hub Rebuild Kit'],
    [220, undefined, 'Wheel Seal'],
    [221, undefined, 'Wheel Seal and Spacer Kit'],
    [222, undefined, 'PreSet Spindle Nut Kit (D Flat)'],
    [223, undefined, 'PreSet Spindle Nut Kit (Keyway)'],
    [226, undefined, 'PreSet Plus Spindle Nut Kit (D Flat)'],
    [227, undefined, 'PreSet Plus Spindle Nut Kit (Keyway)'],
    [203, undefined, 'Replacement Rotor Kit'],
    [241, undefined, 'ABS Ring'],
    [7, undefined, 'ABS Ring'],
    [999, undefined, undefined],
  ])('type %s usage %s is %s', (id, usage, name) => {
    expect(english(partTypeName(id, usage))).toBe(name);
  });

  it('has one entry per id and the named constants point at listed types', () => {
    expect(new Set(partTypes.map((t) => t.id)).size).toBe(partTypes.length);
    expect(english(partType(PART_TYPE.hubAssembly)?.name)).toBe('Complete Hub Assembly');
    expect(partType(PART_TYPE.rebuildKit)?.id).toBe(219);
  });
});
