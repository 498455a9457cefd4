import { ButtonLink } from '../../../shared/ui/Button';
import type { MessageKey } from '@wheelend/domain';
import { useT } from '../../../shared/i18n';
import s from '../../../shared/ui/Page.module.css';

const marks: [MessageKey, MessageKey][] = [
  ['hub.marks.casting', 'hub.marks.castingText'],
  ['hub.marks.machining', 'hub.marks.machiningText'],
  ['hub.marks.assembly', 'hub.marks.assemblyText'],
  ['hub.marks.julian', 'hub.marks.julianText'],
  ['hub.marks.vin', 'hub.marks.vinText'],
];

export default function FindAssemblyDetail() {
  const t = useT();
  return (
    <section className={s.page}>
      <h1 className={s.title}>{t('hub.marks.title')}</h1>
      <dl className={s.panel}>
        {marks.map(([term, text]) => (
          <div key={term}>
            <dt>
              <strong>{t(term)}</strong>
            </dt>
            <dd style={{ margin: '0 0 0.75rem' }}>{t(text)}</dd>
          </div>
        ))}
      </dl>
      <div className={s.actions}>
        <ButtonLink to="/hub/search">{t('hub.marks.search')}</ButtonLink>
        <ButtonLink variant="secondary" to="/hub/truck-type">
          {t('hub.marks.questions')}
        </ButtonLink>
      </div>
    </section>
  );
}
