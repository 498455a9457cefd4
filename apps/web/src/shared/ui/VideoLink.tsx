import { useT } from '../i18n/useT';
import { brand } from '../config';
import s from './Page.module.css';

/** The video that shows where the hub assembly number is stamped, opened in a new tab. */
export function VideoLink() {
  const t = useT();
  return (
    <a className={`${s.choice} ${s.video}`} href={brand.links.findAssemblyVideo} target="_blank" rel="noreferrer">
      <svg aria-hidden="true" width="56" height="56" viewBox="0 0 56 56">
        <circle cx="28" cy="28" r="27" fill="var(--brand-primary)" />
        <path d="M23 18l16 10-16 10z" fill="#fff" />
      </svg>
      <span className={s.choiceText}>
        <span>{t('common.video.title')}</span>
        <span className={s.choiceSub}>{t('common.video.sub')}</span>
      </span>
    </a>
  );
}
