import { useT } from '../i18n/useT';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VideoLink } from './VideoLink';
import s from './Page.module.css';

/** A 'where is the assembly number' page: the video, 'Read more', then the page's own ways on (`children`, list items). */
export function AssemblyNumberHelp({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <section className={s.page}>
      <h1 className={s.title}>{title}</h1>
      <p className={s.lead}>{t('common.assemblyHelp.lead')}</p>
      <VideoLink />
      <ul className={s.choices}>
        <li>
          <Link className={s.choice} to="/hub/find-assembly-detail">
            {t('common.assemblyHelp.more')}
          </Link>
        </li>
        {children}
      </ul>
    </section>
  );
}
