import { partsTexts } from '@wheelend/domain';
import { ButtonLink } from '../../../shared/ui/Button';
import s from '../../../shared/ui/Page.module.css';

export default function HelpDetail() {
  return (
    <section className={s.page}>
      <h1 className={s.title}>Which number is the assembly number?</h1>
      <div className={s.panel}>
        <p>
          A hub carries several numbers. The <strong>casting number</strong> is cast into the hub body between the wheel
          studs; the <strong>machining number</strong> is stamped on the machined flange face.
        </p>
        <p>
          The <strong>hub assembly number</strong> names the complete hub with its cups, studs and seal. It has 6 or 8
          digits (for example 10031065) and is on a label or stamped on the outer barrel. The parts search needs this
          number.
        </p>
      </div>
      <div className={s.actions}>
        <ButtonLink to="/parts/search">{partsTexts.helpDetailButton}</ButtonLink>
      </div>
    </section>
  );
}
