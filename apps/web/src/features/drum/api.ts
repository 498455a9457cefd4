import { finders } from '@wheelend/domain/finder';
import { schemas } from '../../shared/api';
import { partApi } from '../../shared/finder/partApi';

export const drumApi = partApi(
  finders.drum,
  { suggestions: schemas?.drumSuggestions, summaries: schemas?.drumSummaries, details: schemas?.drumDetails },
  'cbdid',
  (d) => ({
    id: d.CompetitorDrumNumberId,
    number: d.CompetitorDrumNumber,
    competitor: d.Competitor,
    own: d.AftermarketBrakeDrumNumber,
  }),
);
