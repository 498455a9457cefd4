import { NoResultsMessage } from '../../../shared/finder/NoResults';
import { ButtonLink } from '../../../shared/ui/Button';
import { useT } from '../../../shared/i18n';
import s from '../../../shared/ui/Page.module.css';

export default function NoResults() {
  const t = useT();
  return (
    <section className={s.page}>
      <NoResultsMessage />
      <div className={s.actions}>
        <ButtonLink to="/hub">{t('hub.newSearch')}</ButtonLink>
        <ButtonLink variant="secondary" to="/hub/truck-type">
          {t('hub.noResults.questions')}
        </ButtonLink>
      </div>
    </section>
  );
}
