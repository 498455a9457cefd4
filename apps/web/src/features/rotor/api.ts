import { finders } from '@wheelend/domain/finder';
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

export const rotorApi = {
  ...calls,
  ofCasting: async (casting: string) =>
    list(await api.get(schemas?.rotorSummaries, `${calls.root}/summaries/${encodeURIComponent(casting)}`)),
};
