import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { rotorTexts } from '@wheelend/domain/rotor';
import { retry } from '../../../shared/api';
import { PartResults } from '../../../shared/finder/PartResults';
import { rotorApi } from '../api';
import { RotorCard } from '../RotorCard';
import p from '../../../shared/ui/Page.module.css';

/** The recommended rotors of a rotor casting number. */
export default function OfCasting() {
  const { casting = '' } = useParams();
  const query = useQuery({
    retry,
    queryKey: ['finder', 'rotor', 'casting', casting],
    queryFn: () => rotorApi.ofCasting(casting),
  });
  return (
    <section className={p.page}>
      <PartResults
        query={query}
        title={rotorTexts.success}
        lead={<p className={p.lead}>{rotorTexts.casting(casting)}</p>}
        label={(r) => r.BrakeRotorNumber}
        render={(r) => <RotorCard rotor={r} />}
      />
    </section>
  );
}
