import { Link } from 'react-router';
import { partsTexts } from '@wheelend/domain';
import { brand } from '../../../shared/config';
import s from '../../../shared/ui/Page.module.css';

const documents = [
  { href: brand.links.bearingXref, label: 'Bearing cross reference' },
  { href: brand.links.sealXref, label: 'Seal cross reference' },
  { href: brand.links.spindleNutXref, label: 'Spindle nut reference' },
];

export default function ChoosePath() {
  return (
    <section className={s.page}>
      <h1 className={s.title}>{partsTexts.choosePath}</h1>
      <ul className={s.choices}>
        <li>
          <Link className={s.choice} to="/parts/search">
            <span className={s.choiceText}>
              <span>Hub Components by Assembly</span>
              <span className={s.choiceSub}>Kits, bearings, seals, studs and spindle nuts of your hub</span>
            </span>
          </Link>
        </li>
        {documents.map((d) => (
          <li key={d.label}>
            <a className={s.choice} href={d.href} target="_blank" rel="noreferrer">
              <span className={s.choiceText}>
                <span>{d.label}</span>
                <span className={s.choiceSub}>Document (opens in a new tab)</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
