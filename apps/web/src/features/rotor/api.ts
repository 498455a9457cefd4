import { recommendedFirst } from '@wheelend/domain';
import { finders } from '@wheelend/domain/finder';
import type { RotorSummary } from '@wheelend/domain/contract';
import { api, list, schemas } from '../../shared/api';
import { partApi } from '../../shared/finder/partApi';

const calls = partApi(
  finders.rotor,
  { suggestions: schemas?.rotorSuggestions, summaries: schemas?.rotorSummaries, details: schemas?.rotorDetails },
  'cbrid',
  (r) => ({
    id: r.CompetitorBrakeRotorId,
    number: r.CompetitorBrakeRotorNumber,
    competitor: r.Competitor,
    own: r.AftermarketBrakeRotorNumber,
  }),
);

const orderableFirst = (rotors: RotorSummary[]) => recommendedFirst(rotors, (r) => r.Status);

export const rotorApi = {
  ...calls,
  matching: async (pairs: string, lang?: string) => orderableFirst(await calls.matching(pairs, lang)),
  recommended: async (id: string) => orderableFirst(await calls.recommended(id)),
  ofCasting: async (casting: string) =>
    orderableFirst(
      list(await api.get(schemas?.rotorSummaries, `${calls.root}/summaries/${encodeURIComponent(casting)}`)),
    ),
};
