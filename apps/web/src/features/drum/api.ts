import type { DrumDetail, DrumSuggestion, DrumSummary } from '@wheelend/domain/contract';
import { partApi } from '../../shared/finder/partApi';

export const drumApi = partApi<DrumSuggestion, DrumSummary, DrumDetail>('brakedrum', 'cbdid', (d) => ({
  id: d.CompetitorDrumNumberId,
  number: d.CompetitorDrumNumber,
  competitor: d.Competitor,
  own: d.AftermarketBrakeDrumNumber,
}));
