import type { CastingResult } from './contract/casting';

export type CastingKind = 'casting' | 'rotorcasting' | 'drumcasting';

/**
 * Each casting finder's address, heading, the query key that finds its castings by number, and the
 * image id of its drawing of where the number is cast (drawn by the server for any catalog).
 */
export const castingKinds: Record<
  CastingKind,
  {
    root: string;
    noun: 'hub' | 'rotor' | 'drum';
    lookup: string;
    guide: string;
    details: (r: Pick<CastingResult, 'Id' | 'PartNumber'>) => string;
  }
> = {
  casting: {
    root: '/hub/casting',
    noun: 'hub',
    lookup: 'hcnum',
    guide: '6c0a5e1f-0d3b-4c8e-9a51-c4571ac0b001',
    details: (r) => `/hub/details/${r.PartNumber}`,
  },
  rotorcasting: {
    root: '/hub/rotor-casting',
    noun: 'rotor',
    lookup: 'ctnum',
    guide: '6c0a5e1f-0d3b-4c8e-9a51-c4571ac0b002',
    details: (r) => `/hub/replacement-rotor/rotordetails/${r.Id}`,
  },
  drumcasting: {
    root: '/hub/drum-casting',
    noun: 'drum',
    lookup: 'ctnum',
    guide: '6c0a5e1f-0d3b-4c8e-9a51-c4571ac0b003',
    details: (r) => `/hub/replacement-drum/drumdetails/${r.Id}`,
  },
};
