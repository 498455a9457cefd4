import { brand } from '../../shared/config';
import { useT } from '../../shared/i18n';
import { StepBar } from '../../shared/ui/StepBar';
import s from './Info.module.css';
import { Icon } from '../../shared/ui/Icon';

export default function Contact() {
  const t = useT();
  const tel = brand.phone.replace(/[^\d+]/g, '');
  return (
    <section className={s.page}>
      <StepBar />
      <h1>{t('info.contact.title')}</h1>
      <p className={s.lead}>{t('info.contact.lead', { brand: brand.name })}</p>
      <div className={s.contactGrid}>
        <a className={s.contactCard} href={`tel:${tel}`}>
          <span className={s.contactIcon} aria-hidden="true">
            <Icon name="phone" size={22} />
          </span>
          <span>
            <strong>{t('info.contact.call')}</strong>
            {brand.phone}
          </span>
        </a>
        <a className={s.contactCard} href={brand.links.contact}>
          <span className={s.contactIcon} aria-hidden="true">
            <Icon name="mail" size={22} />
          </span>
          <span>
            <strong>{t('info.contact.page')}</strong>
            {t('info.contact.write')}
          </span>
        </a>
      </div>
    </section>
  );
}
