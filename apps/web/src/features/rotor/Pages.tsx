import { useParams } from 'react-router';
import { BRTYP, onlySplined, ROTOR_DELAY_MS, rotorTexts, rotorTitles } from '@wheelend/domain';
import { finders } from '@wheelend/domain/finder';
import type { RotorDetail, RotorSummary } from '@wheelend/domain/contract';
import { PartFinderPage, PartList, type PartFinderConfig, type PartPage } from '../../shared/finder/PartFinder';
import { rotorApi } from './api';
import { rememberedRotor, rememberRotor, ROTOR_ROOT } from './paths';
import { RotorCard, SplinedNote } from './RotorCard';
import { RotorDetails } from './RotorDetails';
import p from '../../shared/ui/Page.module.css';

/** Bendix Splined rotors are not offered: the flow ends with the way to a complete assembly. */
function Splined() {
  return (
    <>
      <h1 className={p.title}>Bendix Splined</h1>
      <SplinedNote />
    </>
  );
}

const card = (r: RotorSummary) => <RotorCard rotor={r} detailsPath={`${ROTOR_ROOT}/rotordetails/${r.Id}`} />;

const rotor: PartFinderConfig<RotorSummary, RotorDetail> = {
  spec: finders.rotor,
  root: ROTOR_ROOT,
  texts: rotorTexts,
  titles: rotorTitles,
  search: {
    name: 'Rotor number',
    help: "Type the rotor or rotor kit number, ours or a competitor's, for example 50292D or 10087661.",
    open: 'recommended-rotors',
    delayMs: ROTOR_DELAY_MS,
    remember: (m) => rememberRotor(m.own),
  },
  api: rotorApi,
  number: (r) => r.BrakeRotorNumber,
  card,
  details: (r) => <RotorDetails rotor={r} />,
  lead: () => {
    const searched = rememberedRotor();
    return searched && <p className={p.lead}>For the rotor number {searched}</p>;
  },
  stop: (pairs) => (Number(pairs.brtyp) === BRTYP.splined ? <Splined /> : undefined),
  instead: (rotors) => (onlySplined(rotors) ? <Splined /> : undefined),
};

/** The recommended rotors of a rotor casting number. */
function OfCasting() {
  const { casting = '' } = useParams();
  return (
    <PartList
      queryKey={['finder', 'rotor', 'casting', casting]}
      load={() => rotorApi.ofCasting(casting)}
      title={rotorTexts.success}
      lead={<p className={p.lead}>{rotorTexts.casting(casting)}</p>}
      number={rotor.number}
      card={card}
      instead={rotor.instead}
    />
  );
}

export default function Pages({ page }: { page: PartPage | 'casting' }) {
  return page === 'casting' ? <OfCasting /> : <PartFinderPage config={rotor} page={page} />;
}
