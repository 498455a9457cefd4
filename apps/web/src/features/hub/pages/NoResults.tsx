import { messages } from '@wheelend/domain/hubDisplay';
import { ButtonLink } from '../../../shared/ui/Button';
import { brand } from '../../../shared/config';
import s from '../components/Page.module.css';

export function NoResultsMessage() {
  return (
    <>
      <h1 className={s.title}>{messages.noResultsTitle}</h1>
      <p className={s.panel}>{messages.noResults(brand.phone)}</p>
    </>
  );
}

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
