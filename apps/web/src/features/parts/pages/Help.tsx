import { Link } from 'react-router';
import { partsTexts } from '@wheelend/domain/kits';
import { brand } from '../../../shared/config';
import s from '../../../shared/ui/Page.module.css';

export default function Help() {
  return (
    <section className={s.page}>
      <h1 className={s.title}>{partsTexts.helpTitle}</h1>
      <p className={s.lead}>The assembly number is stamped on the hub. This short video shows where to look.</p>
      <a className={`${s.choice} ${s.video}`} href={brand.links.findAssemblyVideo} target="_blank" rel="noreferrer">
        <svg aria-hidden="true" width="56" height="56" viewBox="0 0 56 56">
          <circle cx="28" cy="28" r="27" fill="var(--brand-primary)" />
          <path d="M23 18l16 10-16 10z" fill="#fff" />
        </svg>
        <span className={s.choiceText}>
          <span>Watch the video</span>
          <span className={s.choiceSub}>Where to find your hub assembly number (opens in a new tab)</span>
        </span>
      </a>
      <ul className={s.choices}>
        <li>
          <Link className={s.choice} to="/hub/find-assembly-detail">
            Read more
          </Link>
        </li>
        <li>
          <Link className={s.choice} to="/parts/help/detail">
            Which number is the assembly number?
          </Link>
        </li>
        <li>
          <a className={s.choice} href={brand.links.contact} target="_blank" rel="noreferrer">
            Contact customer service
          </a>
        </li>
      </ul>
    </section>
  );
}
