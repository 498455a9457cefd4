import { brand } from '../../shared/config';
import { StepBar } from '../../shared/ui/StepBar';
import s from './Info.module.css';
import { Icon } from '../../shared/ui/Icon';

export default function Contact() {
  const tel = brand.phone.replace(/[^\d+]/g, '');
  return (
    <section className={s.page}>
      <StepBar />
      <h1>Contact</h1>
      <p className={s.lead}>{brand.name} Customer Service helps with part identification, availability and orders.</p>
      <div className={s.contactGrid}>
        <a className={s.contactCard} href={`tel:${tel}`}>
          <span className={s.contactIcon} aria-hidden="true">
            <Icon name="phone" size={22} />
          </span>
          <span>
            <strong>Call Customer Service</strong>
            {brand.phone}
          </span>
        </a>
        <a className={s.contactCard} href={brand.links.contact}>
          <span className={s.contactIcon} aria-hidden="true">
            <Icon name="mail" size={22} />
          </span>
          <span>
            <strong>Contact page</strong>
            Write to us or find a distributor
          </span>
        </a>
      </div>
    </section>
  );
}
