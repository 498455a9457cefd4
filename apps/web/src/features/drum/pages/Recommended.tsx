import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { drumTexts } from '@wheelend/domain/drum';
import { retry } from '../../../shared/api';
import { PartResults } from '../../../shared/finder/PartResults';
import { drumApi } from '../api';
import { DrumCard } from '../DrumCard';
import p from '../../../shared/ui/Page.module.css';

/** The drum that replaces a competitor drum number (drumId is the competitor number's id). */
export default function Recommended() {
  const { drumId = '' } = useParams();
  const query = useQuery({
    retry,
    queryKey: ['finder', 'drum', 'recommended', drumId],
    queryFn: () => drumApi.recommended(drumId),
  });
  return (
    <section className={p.page}>
      <PartResults
        query={query}
        title={drumTexts.success}
        label={(d) => d.BrakeDrumNumber}
        render={(d) => <DrumCard drum={d} />}
      />
    </section>
  );
}
