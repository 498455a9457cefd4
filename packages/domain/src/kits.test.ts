import { describe, expect, it } from 'vitest';
import { catalogDate, completeTheJob, inchFraction, kitRows, partPath, partsSections, socketSize } from './kits';
import { english } from './test/english';

const part = (TypeId: number, PartNumber: string, extra: { UsageId?: number; Ranking?: number } = {}) => ({
  TypeId,
  PartNumber,
  Description: `part ${PartNumber}`,
  UsageId: extra.UsageId ?? null,
  Ranking: extra.Ranking ?? 1,
});

const hubParts = [
  part(115, 'H2', { Ranking: 2 }),
  part(115, 'H1', { Ranking: 1 }),
  part(101, 'B-OUT', { UsageId: 2 }),
  part(101, 'B-IN', { UsageId: 1 }),
  part(220, 'SEAL'),
  part(219, 'KIT'),
  part(221, 'SSK'),
  part(223, 'NUT-P'),
  part(227, 'NUT-PP'),
  part(5, 'STUD'),
  part(6, 'ASTUD'),
  part(8, 'PLUG'),
  part(241, 'ABSK'),
  part(7, 'RING'),
  part(203, 'ROTORKIT'),
];

describe('parts page sections', () => {
  it('shows only the best-ranked full hub and puts every part type in its section', () => {
    const s = partsSections(hubParts);
    expect(s.map((x) => x.title)).toEqual([
      { id: 'parts.section.hub' },
      { id: 'parts.section.kits' },
      { id: 'parts.section.service' },
      { id: 'parts.section.spindle' },
    ]);
    expect(s[0].parts.map((p) => p.PartNumber)).toEqual(['H1']);
    expect(s[1].parts.map((p) => p.PartNumber)).toEqual(['KIT', 'SSK', 'ROTORKIT']);
    expect(s[2].parts.map((p) => p.PartNumber)).toEqual([
      'SEAL',
      'STUD',
      'ASTUD',
      'PLUG',
      'B-IN',
      'B-OUT',
      'ABSK',
      'RING',
    ]);
    expect(s[3].parts.map((p) => p.PartNumber)).toEqual(['NUT-P', 'NUT-PP']);
  });

  it('links studs to the stud summaries, hubs to details and kits to their pages', () => {
    expect(partPath(5, '10001400')).toBe('/hub/stud/summaries/10001400');
    expect(partPath(6, 'A 1')).toBe('/hub/stud/summaries/A%201');
    expect(partPath(115, '10031065')).toBe('/hub/details/10031065');
    expect(partPath(219, 'K')).toBe('/hub/hub-rebuild-kits-detail/K');
    expect(partPath(217, 'K')).toBe('/hub/hub-rebuild-kits-detail/K');
    expect(partPath(101, 'B')).toBe('/hub/bearing-detail/B');
    expect(partPath(220, 'S')).toBe('/hub/seals-detail/S');
    expect(partPath(221, 'S')).toBe('/hub/seal-spacer-kit-detail/S');
    expect(partPath(226, 'N')).toBe('/hub/spindle-nut-kit-detail/N');
    expect(partPath(241, 'A')).toBe('/hub/abs-service-kit-detail/A');
    expect(partPath(7, 'R')).toBe('/hub/abs-tone-ring-detail/R');
    expect(partPath(8, 'P')).toBeUndefined();
  });
});

describe('spindle nut socket sizes', () => {
  it('has the spec’s sizes and prints them as fractions', () => {
    expect(['10036548', '10036549', '10036550', '10036551', '10036552', '10036553'].map(socketSize)).toEqual([
      2, 2, 2.75, 3.75, 3.125, 4,
    ]);
    expect(socketSize('10036534')).toBeUndefined();
    expect([2, 2.75, 3.75, 3.125, 4, 0.5].map(inchFraction)).toEqual([
      '2"',
      '2-3/4"',
      '3-3/4"',
      '3-1/8"',
      '4"',
      '1/2"',
    ]);
  });
});

describe('complete the job', () => {
  it('lists the hub, bearings, seal and spacer kit, the PreSet Plus nut, studs and ABS ring', () => {
    expect(completeTheJob(hubParts, 'replace').map((l) => [english(l.label), l.partNumber])).toEqual([
      ['Replacement hub', 'H1'],
      ['Inner bearing set', 'B-IN'],
      ['Outer bearing set', 'B-OUT'],
      ['Seal and spacer kit', 'SSK'],
      ['Spindle nut kit', 'NUT-PP'],
      ['Wheel studs', 'STUD'],
      ['Axle studs', 'ASTUD'],
      ['ABS tone ring', 'RING'],
    ]);
  });

  it('puts the rebuild kit in the hub’s place for a rebuild, and a seal when there is no spacer kit', () => {
    const lines = completeTheJob(
      hubParts.filter((p) => p.TypeId !== 221),
      'rebuild',
    );
    expect(english(lines[0].label)).toBe('Hub rebuild kit');
    expect(lines[0]).toMatchObject({
      partNumber: 'KIT',
      path: '/hub/hub-rebuild-kits-detail/KIT',
    });
    expect(lines.map((l) => l.partNumber)).toContain('SEAL');
    expect(lines.map((l) => l.partNumber)).not.toContain('H1');
  });

  it('is empty for a hub without parts', () => {
    expect(completeTheJob([], 'replace')).toEqual([]);
  });
});

describe('kit rows', () => {
  const empty = {
    Type: null,
    ProductType: null,
    Axle: null,
    AxlePostion: null,
    WhatKitContains: null,
    ABSType: null,
    ABSServiceKitNumber: null,
    ABSToneRingNumber: null,
    ABSToneRingKitNumber: null,
    ScrewNumber: null,
    InnerDiameterInch: null,
    OuterDiameterInch: null,
    ThicknessInch: null,
    Width: null,
    BoreDiameterInch: null,
    BearingType: null,
    ReferenceSetNo: null,
    SixPointSocketSize: null,
    TorqueSpec: null,
    KitType: null,
    PreSetPreSetPlusRebuildKitNumber: null,
    BearingSetNumberInboard: null,
    BearingSetNumberOutboard: null,
    SealAndSpacerKitNumber: null,
    SealAndSpacerKit: null,
    PartNumber: '1',
  };
  it('shows only the fields a kit has, dimensions with two decimals, and links to the other kits', () => {
    const rows = kitRows({ ...empty, AxlePostion: 'Trailer', InnerDiameterInch: 4.625, BearingSetNumberInboard: '9' });
    expect(rows).toEqual([
      { label: { id: 'parts.row.axlePosition' }, value: { id: 'words.trailer' } },
      { label: { id: 'parts.row.innerBearing' }, value: '9', path: '/hub/bearing-detail/9' },
      { label: { id: 'parts.row.innerDiameter' }, value: { id: 'parts.inches', values: { value: '4.63' } } },
    ]);
  });
  it("gives the catalog's fixed words in the reader's language and other text as the catalog has it", () => {
    const rows = kitRows({
      ...empty,
      Type: 'Bearing Set',
      BearingType: 'Tapered roller, cone and cup',
      TorqueSpec: 'x',
    });
    expect(rows.map((r) => r.value)).toEqual([
      { id: 'common.partType.bearingSet' },
      { id: 'words.taperedRoller' },
      'x',
    ]);
  });
  it('does not name the kit itself as its own rebuild or spacer kit', () => {
    expect(kitRows({ ...empty, PreSetPreSetPlusRebuildKitNumber: '1', SealAndSpacerKit: '1' })).toEqual([]);
  });
  it('takes the socket size of the spec first', () => {
    expect(kitRows({ ...empty, PartNumber: '10036552', SixPointSocketSize: 3 })).toEqual([
      { label: { id: 'parts.row.socket' }, value: '3-1/8"' },
    ]);
  });
});

it('prints the catalog date in words', () => {
  expect(catalogDate('2026-11-23T10:00:00.000Z')).toBe('November 23, 2026');
  expect(catalogDate('nonsense')).toBe('');
  expect(catalogDate('2026-11-23T10:00:00.000Z', 'fr-CA')).toBe('23 novembre 2026');
  expect(catalogDate('2026-11-23T10:00:00.000Z', 'es')).toBe('23 de noviembre de 2026');
});
