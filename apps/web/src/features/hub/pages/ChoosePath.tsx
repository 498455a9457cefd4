import { Link } from 'react-router';
import { back, stepTitles, type MessageKey } from '@wheelend/domain';
import { useT } from '../../../shared/i18n';
import { StepBar } from '../../../shared/ui/StepBar';
import s from '../../../shared/ui/Page.module.css';

const options: { to: string; label: MessageKey }[] = [
  { to: '/hub/search', label: 'hub.path.yes' },
  { to: '/hub/find-assembly', label: 'hub.path.help' },
  { to: '/hub/truck-type', label: 'hub.path.without' },
  { to: '/hub/compare-hub', label: 'hub.path.compare' },
];

export default function ChoosePath() {
  const t = useT();
  return (
    <section className={s.page}>
      {/* The questionnaire's first step: its Back goes up to the home page, as its steps' go up to it. */}
      <StepBar backTo={back('choose-path', {})} />
      <h1 className={s.title}>{t(stepTitles['choose-path'].title)}</h1>
      <ul className={s.choices}>
        {options.map((o) => (
          <li key={o.to}>
            <Link className={s.choice} to={o.to}>
              {t(o.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
