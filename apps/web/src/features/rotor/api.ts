import { rotorSummaries, type RotorDetail, type RotorSuggestion, type RotorSummary } from '@wheelend/domain/contract';
import { finders } from '@wheelend/domain/finder';
import { api, list } from '../../shared/api';
import { partApi } from '../../shared/finder/partApi';

const calls = partApi<RotorSuggestion, RotorSummary, RotorDetail>(finders.rotor, 'cbrid', (r) => ({
  id: r.CompetitorBrakeRotorId,
  number: r.CompetitorBrakeRotorNumber,
  competitor: r.Competitor,
  own: r.AftermarketBrakeRotorNumber,
}));

export const rotorApi = {
  ...calls,
  ofCasting: async (casting: string) =>
    list(await api.get(rotorSummaries, `${calls.root}/summaries/${encodeURIComponent(casting)}`)),
};
