import { useParams } from 'react-router';
import {
  BRTYP,
  message,
  onlySplined,
  ROTOR_DELAY_MS,
  rotorTexts,
  rotorTitles,
  rotorValueWords,
} from '@wheelend/domain';
import { finders } from '@wheelend/domain/finder';
import type { RotorDetail, RotorSummary } from '@wheelend/domain/contract';
import { NoResults } from '../../shared/finder/NoResults';
import { PartFinderPage, PartList, type PartFinderConfig, type PartPage } from '../../shared/finder/PartFinder';
import { rotorApi } from './api';
import { rememberedRotor, rememberRotor, ROTOR_ROOT } from './paths';
import { RotorCard, SplinedNote } from './RotorCard';
import { RotorDetails } from './RotorDetails';
import { useT } from '../../shared/i18n';
import p from '../../shared/ui/Page.module.css';

/** Bendix Splined rotors are not offered: the flow ends with the way to a complete assembly. */
function Splined() {
  const t = useT();
  return (
    <>
      <h1 className={p.title}>{t('rotor.splinedTitle')}</h1>
      <SplinedNote />
    </>
  );
}

function SearchHelp() {
  const t = useT();
  return t('rotor.search.help');
}

function Lead() {
  const t = useT();
  const searched = rememberedRotor();
  return searched && <p className={p.lead}>{t('rotor.lead', { number: searched })}</p>;
}

const card = (r: RotorSummary) => <RotorCard rotor={r} detailsPath={`${ROTOR_ROOT}/rotordetails/${r.Id}`} />;

const rotor: PartFinderConfig<RotorSummary, RotorDetail> = {
  spec: finders.rotor,
  root: ROTOR_ROOT,
  texts: rotorTexts,
  titles: rotorTitles,
  words: rotorValueWords,
  search: {
    name: message('rotor.search.name'),
    help: <SearchHelp />,
    open: 'recommended-rotors',
    delayMs: ROTOR_DELAY_MS,
    remember: (m) => rememberRotor(m.own),
  },
  api: rotorApi,
  number: (r) => r.BrakeRotorNumber,
  card,
  details: (r) => <RotorDetails rotor={r} />,
  lead: () => <Lead />,
  stop: (pairs) => (Number(pairs.brtyp) === BRTYP.splined ? <Splined /> : undefined),
  instead: (rotors) => (onlySplined(rotors) ? <Splined /> : undefined),
};

/** The recommended rotors of a rotor casting number. */
function OfCasting() {
  const { casting = '' } = useParams();
  const t = useT();
  return (
    <PartList
      queryKey={['finder', 'rotor', 'casting', casting]}
      load={() => rotorApi.ofCasting(casting)}
      title={rotorTexts.success}
      lead={<p className={p.lead}>{t(rotorTexts.casting(casting))}</p>}
      number={rotor.number}
      card={card}
      instead={rotor.instead}
      noResults={<NoResults search={`${ROTOR_ROOT}/search`} questions={`${ROTOR_ROOT}/filter`} />}
    />
  );
}

export default function Pages({ page }: { page: PartPage | 'casting' }) {
  return page === 'casting' ? <OfCasting /> : <PartFinderPage config={rotor} page={page} />;
}
