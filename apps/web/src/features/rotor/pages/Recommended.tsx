import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { rotorTexts } from '@wheelend/domain/rotor';
import { retry } from '../../../shared/api';
import { PartResults } from '../../../shared/finder/PartResults';
import { rotorApi } from '../api';
import { rememberedRotor } from '../paths';
import { RotorCard } from '../RotorCard';
import p from '../../../shared/ui/Page.module.css';

/** The rotor that replaces a competitor rotor or rotor-kit number (rotorId is that number's id). */
export default function Recommended() {
  const { rotorId = '' } = useParams();
  const query = useQuery({
    retry,
    queryKey: ['finder', 'rotor', 'recommended', rotorId],
    queryFn: () => rotorApi.recommended(rotorId),
  });
  const searched = rememberedRotor();
  return (
    <section className={p.page}>
      <PartResults
        query={query}
        title={rotorTexts.success}
        lead={searched && <p className={p.lead}>For the rotor number {searched}</p>}
        label={(r) => r.BrakeRotorNumber}
        render={(r) => <RotorCard rotor={r} />}
      />
    </section>
  );
}
