import { Link } from 'react-router';
import s from '../ui/Page.module.css';

/** A finder's start: 'Do you know your {part} number?' Yes goes to the number search, No to the filters. */
export function KnowNumber({ question, root }: { question: string; root: string }) {
  return (
    <section className={s.page}>
      <h1 className={s.title}>{question}</h1>
      <ul className={s.choices}>
        <li>
          <Link className={s.choice} to={`${root}/search`}>
            Yes
          </Link>
        </li>
        <li>
          <Link className={s.choice} to={`${root}/filter`}>
            No, proceed without it
          </Link>
        </li>
      </ul>
    </section>
  );
}
