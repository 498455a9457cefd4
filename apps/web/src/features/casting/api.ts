import { finders } from '@wheelend/domain/finder';
import type { CastingKind } from '@wheelend/domain';
import { schemas } from '../../shared/api';
import { finderApi } from '../../shared/finder/finderApi';

/** A casting finder's calls; its spec gives the version (v1 for hub castings, v11 for rotor and drum
 * castings, spec 2, section 8). */
export const castingApi = (kind: CastingKind) => finderApi(finders[kind], schemas?.castingResults);
