import { useT } from '../i18n/useT';
import { ButtonLink } from './Button';
import { StepBar } from './StepBar';
import s from './NotFound.module.css';

/**
 * Page Not Found, shown at the address the user asked for (never a redirect), so Back and reload behave.
 * `start` is where the main button leads.
 */
export function NotFound({ start }: { start?: { to: string; label: string } }) {
  const t = useT();
  const { to, label } = start ?? { to: '/hub', label: t('common.notFound.start') };
  return (
    <section>
      <StepBar />
      <div className={s.notFound}>
        <p className={s.code} aria-hidden="true">
          404
        </p>
        <h1>{t('common.notFound.title')}</h1>
        <p>{t('common.notFound.text')}</p>
        <div className={s.actions}>
          <ButtonLink to={to}>{label}</ButtonLink>
          <ButtonLink to="/help" variant="secondary">
            {t('common.notFound.help')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

export default NotFound;
