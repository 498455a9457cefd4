import { drumTexts, drumTitles, drumValueWords, message } from '@wheelend/domain';
import { finders } from '@wheelend/domain/finder';
import type { DrumDetail, DrumSummary } from '@wheelend/domain/contract';
import { PartFinderPage, type PartFinderConfig, type PartPage } from '../../shared/finder/PartFinder';
import { drumApi } from './api';
import { DrumCard } from './DrumCard';
import { DrumDetails } from './DrumDetails';
import { useT } from '../../shared/i18n';

export const DRUM_ROOT = '/hub/replacement-drum';

function SearchHelp() {
  const t = useT();
  return t('drum.search.help');
}

const drum: PartFinderConfig<DrumSummary, DrumDetail> = {
  spec: finders.drum,
  root: DRUM_ROOT,
  texts: drumTexts,
  titles: drumTitles,
  words: drumValueWords,
  search: {
    name: message('drum.search.name'),
    help: <SearchHelp />,
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
