import { NoResults as Screen } from '../../../shared/finder/NoResults';
import s from '../../../shared/ui/Page.module.css';

export default function NoResults() {
  return (
    <section className={s.page}>
      <Screen search="/hub" questions="/hub/truck-type" />
    </section>
  );
}
