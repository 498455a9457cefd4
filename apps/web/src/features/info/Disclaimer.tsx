import { brand } from '../../shared/config';
import { Rich, useT } from '../../shared/i18n';
import { StepBar } from '../../shared/ui/StepBar';
import s from './Info.module.css';
import { Icon } from '../../shared/ui/Icon';

export function DisclaimerText() {
  const t = useT();
  const b = { brand: brand.name };
  return (
    <>
      <div className={s.warning} role="note">
        <Icon className={s.warningIcon} name="warning" size={24} />
        <p>
          <Rich id="info.disclaimer.warning" components={[<strong />]} />
        </p>
      </div>
      <div className={s.panel}>
        <p>{t('info.disclaimer.scope', b)}</p>
        <p>{t('info.disclaimer.verify', b)}</p>
        <p>
          {brand.phone ? (
            <Rich
              id="info.disclaimer.servicePhone"
              values={{ ...b, phone: brand.phone }}
              components={[<a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`} className="nowrap" />]}
            />
          ) : (
            t('info.disclaimer.service', b)
          )}
        </p>
        <p>
          <Rich
            id="info.disclaimer.terms"
            components={[<a href={brand.links.terms} />, <a href={brand.links.disclaimer} />]}
          />
        </p>
      </div>
    </>
  );
}

export default function Disclaimer() {
  const t = useT();
  return (
    <section className={s.page}>
      <StepBar />
      <h1>{t('info.disclaimer.title')}</h1>
      <DisclaimerText />
    </section>
  );
}
