import type { DrumDetail, DrumSuggestion, DrumSummary } from '@wheelend/domain/contract';
import { finders } from '@wheelend/domain/finder';
import { partApi } from '../../shared/finder/partApi';

export const drumApi = partApi<DrumSuggestion, DrumSummary, DrumDetail>(finders.drum, 'cbdid', (d) => ({
  id: d.CompetitorDrumNumberId,
  number: d.CompetitorDrumNumber,
  competitor: d.Competitor,
  own: d.AftermarketBrakeDrumNumber,
}));
