import { ButtonLink } from './Button';
import { StepBar } from './StepBar';
import s from './NotFound.module.css';

/**
 * Page Not Found, shown at the address the user asked for (never a redirect), so Back and reload behave.
 * `start` is where the main button leads.
 */
export function NotFound({
  start = { to: '/hub', label: 'Go to the start page' },
}: {
  start?: { to: string; label: string };
}) {
  return (
    <section>
      <StepBar />
      <div className={s.notFound}>
        <p className={s.code} aria-hidden="true">
          404
        </p>
        <h1>Page Not Found</h1>
        <p>We were unable to find the page you are looking for.</p>
        <div className={s.actions}>
          <ButtonLink to={start.to}>{start.label}</ButtonLink>
          <ButtonLink to="/help" variant="secondary">
            Help
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

export default NotFound;
