import { ButtonLink } from '../../shared/ui/Button';
import { StepBar } from '../../shared/ui/StepBar';
import s from './Pages.module.css';

export default function NotFound() {
  return (
    <section>
      <StepBar />
      <div className={s.notFound}>
        <p className={s.code} aria-hidden="true">
          404
        </p>
        <h1>Page Not Found</h1>
        <p>We were unable to find the page you are looking for.</p>
        <div className={`${s.actions} ${s.center}`}>
          <ButtonLink to="/hub">Go to the start page</ButtonLink>
          <ButtonLink to="/help" variant="secondary">
            Help
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
