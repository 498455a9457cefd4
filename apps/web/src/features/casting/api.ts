import { finders } from '@wheelend/domain/finder';
import type { CastingKind } from '@wheelend/domain';
import type { CastingResult, FilterValue } from '@wheelend/domain/contract';
import { api, list, type Envelope } from '../../shared/api';

/** Hub castings are served by v1, rotor and drum castings by v11 (spec 2, section 8). */
const version: Record<CastingKind, string> = { casting: 'v1', rotorcasting: 'v11', drumcasting: 'v11' };

const query = (...parts: string[]) => {
  const q = parts.filter(Boolean).join('&');
  return q ? `?${q}` : '';
};

export function castingApi(kind: CastingKind) {
  const spec = finders[kind];
  const root = `/api/${version[kind]}/${spec.base}`;
  return {
    values: async (code: string, pairs: string) =>
      list(await api.get<Envelope<FilterValue>>(`${root}/filtervalues/${code}${query(pairs)}`)),
    matching: async (pairs: string) =>
      list(
        await api.get<Envelope<CastingResult>>(
          `${root}/filtervalues/${spec.result}${query(pairs, `inclv=${spec.inclv}`)}`,
        ),
      ),
  };
}
