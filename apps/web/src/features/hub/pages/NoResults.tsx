import { NoResultsMessage } from '../../../shared/finder/NoResults';
import { ButtonLink } from '../../../shared/ui/Button';
import s from '../../../shared/ui/Page.module.css';

export default function NoResults() {
  return (
    <section className={s.page}>
      <NoResultsMessage />
      <div className={s.actions}>
        <ButtonLink to="/hub">New search</ButtonLink>
        <ButtonLink variant="secondary" to="/hub/truck-type">
          Find it by questions
        </ButtonLink>
      </div>
    </section>
  );
}
