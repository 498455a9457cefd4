import { brand } from '../../shared/config';
import { Rich, useT } from '../../shared/i18n';
import { ButtonLink } from '../../shared/ui/Button';
import { StepBar } from '../../shared/ui/StepBar';
import s from './Info.module.css';

export default function About() {
  const t = useT();
  return (
    <section className={s.page}>
      <StepBar />
      <h1>{t('info.about.title')}</h1>
      <div className={s.panel}>
        <p>{t('info.about.intro', { brand: brand.name, product: brand.product })}</p>
        <p>{t('info.about.noSignIn')}</p>
      </div>
      <div className={s.actions}>
        <ButtonLink to="/hub">{t('info.about.find')}</ButtonLink>
        <ButtonLink to="/help" variant="secondary">
          {t('info.about.how')}
        </ButtonLink>
      </div>
      <p>
        <Rich id="info.about.more" values={{ brand: brand.name }} components={[<a href={brand.links.website} />]} />
      </p>
    </section>
  );
}
