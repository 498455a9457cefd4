import { Link } from 'react-router';
import s from '../../../shared/ui/Page.module.css';

const options = [
  { to: '/hub/search', label: 'Yes' },
  { to: '/hub/find-assembly', label: 'No, help me find it' },
  { to: '/hub/truck-type', label: 'No, proceed without it' },
  { to: '/hub/compare-hub', label: 'Yes, compare two assemblies' },
];

export default function ChoosePath() {
  return (
    <section className={s.page}>
      <h1 className={s.title}>Do you know your hub assembly number?</h1>
      <ul className={s.choices}>
        {options.map((o) => (
          <li key={o.to}>
            <Link className={s.choice} to={o.to}>
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
