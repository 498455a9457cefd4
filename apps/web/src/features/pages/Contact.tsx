import { brand } from '../../shared/config';
import { StepBar } from '../../shared/ui/StepBar';
import s from './Pages.module.css';

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
            <svg
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
            </svg>
          </span>
          <span>
            <strong>Call Customer Service</strong>
            {brand.phone}
          </span>
        </a>
        <a className={s.contactCard} href={brand.links.contact}>
          <span className={s.contactIcon} aria-hidden="true">
            <svg
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M4 4h16v16H4z" />
              <path d="M22 6l-10 7L2 6" />
            </svg>
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
