import { Link } from 'react-router';
import { brand } from '../../shared/config';
import { Rich, useT } from '../../shared/i18n';
import s from './Info.module.css';

/** The help shared by /help and /mobile-help. */
export function HelpContent() {
  const t = useT();
  const tel = brand.phone.replace(/[^\d+]/g, '');
  return (
    <>
      <p className={s.lead}>{t('info.help.lead', { brand: brand.name })}</p>
      <div className={s.sections}>
        <section className={s.section} aria-labelledby="help-number">
          <h2 id="help-number">{t('info.help.number.title')}</h2>
          <p>
            <Rich
              id="info.help.number.text"
              values={{ product: brand.product }}
              components={[<Link to="/hub" />, <strong className="nowrap" />, <strong className="nowrap" />]}
            />
          </p>
        </section>
        <section className={s.section} aria-labelledby="help-questions">
          <h2 id="help-questions">{t('info.help.questions.title')}</h2>
          <p>
            <Rich id="info.help.questions.text" components={[<strong />, <strong />, <strong />, <strong />]} />
          </p>
        </section>
        <section className={s.section} aria-labelledby="help-casting">
          <h2 id="help-casting">{t('info.help.casting.title')}</h2>
          <ul>
            <li>{t('info.help.casting.cast')}</li>
            <li>{t('info.help.casting.stamped')}</li>
            <li>{t('info.help.casting.julian')}</li>
          </ul>
          <p>
            <Link to="/hub/find-assembly-detail">{t('info.help.casting.where')}</Link>
          </p>
        </section>
        <section className={s.section} aria-labelledby="help-more">
          <h2 id="help-more">{t('info.help.more.title')}</h2>
          <p>
            <Rich id="info.help.more.text" components={[<Link to="/replace/choose-calculator" />]} />
          </p>
        </section>
        <section className={s.section} aria-labelledby="help-notifications">
          <h2 id="help-notifications">{t('info.help.notifications.title')}</h2>
          <p>
            <Rich id="info.help.notifications.text" components={[<Link to="/notification" />]} />
          </p>
        </section>
        <section className={s.section} aria-labelledby="help-contact">
          <h2 id="help-contact">{t('info.help.contact.title')}</h2>
          <p>
            <Rich
              id="info.help.contact.text"
              values={{ brand: brand.name, phone: brand.phone }}
              components={[
                <a href={`tel:${tel}`} className="nowrap" />,
                <a href={brand.links.contact} />,
                <a href={brand.links.literature} />,
              ]}
            />
          </p>
        </section>
      </div>
    </>
  );
}
