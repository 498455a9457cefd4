import { describe, expect, it } from 'vitest';
import { finders } from './finder/finders';
import { questionCodes } from './finder/spec';
import { castingLink, castingTitles, castingView, splitCastings } from './casting';
import type { CastingKind } from './castingKinds';

const part = (n: string, over: Partial<{ IsAftermarket: boolean; Status: string; IsTrailer: boolean }> = {}) => ({
  PartNumber: n,
  Description: `part ${n}`,
  IsAftermarket: true,
  Status: 'Active',
  IsTrailer: false,
  ...over,
});

describe('casting results', () => {
  it('shows one as a single view, two trailer parts as a pair, two others with paging, more as links', () => {
    expect(castingView([]).shape).toBe('none');
    expect(castingView([part('1')]).shape).toBe('single');
    expect(castingView([part('1', { IsTrailer: true }), part('2', { IsTrailer: true })]).shape).toBe('pair');
    expect(castingView([part('1', { IsTrailer: true }), part('2')]).shape).toBe('single');
    expect(castingView([part('1'), part('2'), part('3')]).shape).toBe('list');
  });

  it('splits aftermarket from the rest and prefers Active and Service Only over Terminated', () => {
    const { aftermarket, other } = splitCastings([
      part('1'),
      part('2', { IsAftermarket: false, Status: 'Terminated' }),
      part('3', { IsAftermarket: false, Status: 'Service Only' }),
    ]);
    expect(aftermarket.map((p) => p.PartNumber)).toEqual(['1']);
    expect(other.map((p) => p.PartNumber)).toEqual(['3']);
    const onlyOld = splitCastings([part('4', { IsAftermarket: false, Status: 'Terminated' })]);
    expect(onlyOld.other.map((p) => p.PartNumber)).toEqual(['4']);
  });

  it('labels a link number - description', () => {
    expect(castingLink(part('10032186'))).toBe('10032186 - part 10032186');
  });
});

describe('casting titles', () => {
  it('has a title for every question of every casting finder', () => {
    for (const kind of ['casting', 'rotorcasting', 'drumcasting'] as CastingKind[])
      for (const code of questionCodes(finders[kind]))
        expect(castingTitles[kind][code], `${kind} ${code}`).toBeTruthy();
  });
});
