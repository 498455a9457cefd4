import { partsTexts } from '@wheelend/domain';
import { Rich, useT } from '../../../shared/i18n';
import { ButtonLink } from '../../../shared/ui/Button';
import s from '../../../shared/ui/Page.module.css';

export default function HelpDetail() {
  const t = useT();
  return (
    <section className={s.page}>
      <h1 className={s.title}>{t('parts.help.which')}</h1>
      <div className={s.panel}>
        <p>
          <Rich id="parts.help.castingMachining" components={[<strong />, <strong />]} />
        </p>
        <p>
          <Rich id="parts.help.assembly" components={[<strong />]} />
        </p>
      </div>
      <div className={s.actions}>
        <ButtonLink to="/parts/search">{t(partsTexts.helpDetailButton)}</ButtonLink>
      </div>
    </section>
  );
}
