import { Link } from 'react-router';
import { brand } from '../../../shared/config';
import { VideoLink } from '../../../shared/ui/VideoLink';
import s from '../../../shared/ui/Page.module.css';

export default function FindAssembly() {
  return (
    <section className={s.page}>
      <h1 className={s.title}>Find your hub assembly number</h1>
      <p className={s.lead}>The assembly number is stamped on the hub. This short video shows where to look.</p>
      <VideoLink />
      <ul className={s.choices}>
        <li>
          <Link className={s.choice} to="/hub/find-assembly-detail">
            Read more
          </Link>
        </li>
        <li>
          <a className={s.choice} href={brand.links.contact} target="_blank" rel="noreferrer">
            Contact {brand.name} Customer Service
          </a>
        </li>
        <li>
          <Link className={s.choice} to="/hub/truck-type">
            Proceed without a number
          </Link>
        </li>
      </ul>
    </section>
  );
}
