import { messages } from '@wheelend/domain';
import { ButtonLink } from '../../../shared/ui/Button';
import s from '../../../shared/ui/Page.module.css';

function Exclusive({ title, text }: { title: string; text: string }) {
  return (
    <section className={s.page}>
      <h1 className={s.title}>{title}</h1>
      <p className={s.note}>{text}</p>
      <div className={s.actions}>
        <ButtonLink to="/hub">New search</ButtonLink>
      </div>
    </section>
  );
}

export function MeritorExclusive() {
  return <Exclusive title="Exclusive to Meritor" text={messages.meritorExclusive} />;
}

export function VolvoExclusive() {
  return <Exclusive title="Exclusive to Volvo" text={messages.volvoExclusive} />;
}
