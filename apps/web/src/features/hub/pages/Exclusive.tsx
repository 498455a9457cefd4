import { messages, type Message } from '@wheelend/domain';
import { useT } from '../../../shared/i18n';
import { ButtonLink } from '../../../shared/ui/Button';
import s from '../../../shared/ui/Page.module.css';

function Exclusive({ title, text }: { title: string; text: Message }) {
  const t = useT();
  return (
    <section className={s.page}>
      <h1 className={s.title}>{title}</h1>
      <p className={s.note}>{t(text)}</p>
      <div className={s.actions}>
        <ButtonLink to="/hub">{t('hub.newSearch')}</ButtonLink>
      </div>
    </section>
  );
}

export function MeritorExclusive() {
  const t = useT();
  return <Exclusive title={t('hub.exclusive.meritor')} text={messages.meritorExclusive} />;
}

export function VolvoExclusive() {
  const t = useT();
  return <Exclusive title={t('hub.exclusive.volvo')} text={messages.volvoExclusive} />;
}
