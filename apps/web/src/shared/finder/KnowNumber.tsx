import { Link } from 'react-router';
import s from '../ui/Page.module.css';
import { textOf, useT, type Text } from '../i18n/useT';

/** A finder's start: 'Do you know your {part} number?' Yes goes to the number search, No to the filters. */
export function KnowNumber({ question, root }: { question: Text; root: string }) {
  const t = useT();
  return (
    <section className={s.page}>
      <h1 className={s.title}>{textOf(t, question)}</h1>
      <ul className={s.choices}>
        <li>
          <Link className={s.choice} to={`${root}/search`}>
            {t('common.finder.yes')}
          </Link>
        </li>
        <li>
          <Link className={s.choice} to={`${root}/filter`}>
            {t('common.finder.no')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
