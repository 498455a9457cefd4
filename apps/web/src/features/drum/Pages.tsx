import { drumTexts, drumTitles } from '@wheelend/domain';
import { finders } from '@wheelend/domain/finder';
import type { DrumDetail, DrumSummary } from '@wheelend/domain/contract';
import { PartFinderPage, type PartFinderConfig, type PartPage } from '../../shared/finder/PartFinder';
import { drumApi } from './api';
import { DrumCard } from './DrumCard';
import { DrumDetails } from './DrumDetails';

export const DRUM_ROOT = '/hub/replacement-drum';

const drum: PartFinderConfig<DrumSummary, DrumDetail> = {
  spec: finders.drum,
  root: DRUM_ROOT,
  texts: drumTexts,
  titles: drumTitles,
  search: {
    name: 'Drum number',
    help: "Type the number cast or stamped on the drum, ours or a competitor's, for example 7327AX or 10061001.",
    open: 'recommended-drums',
  },
  api: drumApi,
  number: (d) => d.BrakeDrumNumber,
  card: (d) => <DrumCard drum={d} detailsPath={`${DRUM_ROOT}/drumdetails/${d.Id}`} />,
  details: (d) => <DrumDetails drum={d} />,
};

export default function Pages({ page }: { page: PartPage }) {
  return <PartFinderPage config={drum} page={page} />;
}
