import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VideoLink } from './VideoLink';
import s from './Page.module.css';

/** A 'where is the assembly number' page: the video, 'Read more', then the page's own ways on (`children`, list items). */
export function AssemblyNumberHelp({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={s.page}>
      <h1 className={s.title}>{title}</h1>
      <p className={s.lead}>The assembly number is stamped on the hub. This short video shows where to look.</p>
      <VideoLink />
      <ul className={s.choices}>
        <li>
          <Link className={s.choice} to="/hub/find-assembly-detail">
            Read more
          </Link>
        </li>
        {children}
      </ul>
    </section>
  );
}
