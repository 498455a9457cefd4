import type { RotorDetail, RotorSuggestion, RotorSummary } from '@wheelend/domain/contract/rotor';
import { finders } from '@wheelend/domain/finder/finders';
import { api, list, type Envelope } from '../../shared/api';
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
    list(await api.get<Envelope<RotorSummary>>(`${calls.root}/summaries/${encodeURIComponent(casting)}`)),
};
