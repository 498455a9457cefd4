import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDate } from '@wheelend/domain';
import { activeLocale, Rich, useT } from '../i18n';
import { useArea } from '../i18n/useArea';
import { useSavedAt } from './savedAt';
import { useUpdateWaiting } from './update';
import s from './Offline.module.css';

export const savedOnText = (at: Date | number) =>
  formatDate(new Date(at), activeLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/** 'Offline – saved on {date}' above a screen whose answers came from the device's cache. */
export function OfflineLine() {
  const { pathname } = useLocation();
  const at = useSavedAt(pathname);
  const ready = useArea('offline', !!at);
  const t = useT();
  if (!at || !ready) return null;
  return (
    <p className={s.line} data-testid="offline-line">
      {t('offline.line', { date: savedOnText(at) })}
    </p>
  );
}

/** What a screen never opened before says with no connection: it needs one, and what still works.
 * `text` says why it needs one, where the usual reason (never opened here) is not it. */
export function OfflineNotice({ text }: { text?: string }) {
  const ready = useArea('offline');
  const t = useT();
  if (!ready) return null;
  return (
    <div className={s.notice} role="alert">
      <p className={s.title}>{t('offline.notice.title')}</p>
      <p>{text ?? t('offline.notice.text')}</p>
      <p>{t('offline.notice.works')}</p>
      <ul>
        <li>{t('offline.notice.seen')}</li>
        <li>
          <Rich
            id="offline.notice.search"
            components={[<Link key="home" to="/hub" />, <Link key="offline" to="/offline" />]}
          />
        </li>
        <li>{t('offline.notice.emails')}</li>
      </ul>
    </div>
  );
}

/** Tells once that a new version is ready; it takes effect on the next screen outside a questionnaire. */
export function UpdateNotice() {
  const waiting = useUpdateWaiting();
  const [closed, setClosed] = useState(false);
  const ready = useArea('offline', waiting);
  const t = useT();
  if (!waiting || closed || !ready) return null;
  return (
    <div className={s.update} role="status">
      <p>{t('offline.update')}</p>
      <button type="button" className={s.dismiss} onClick={() => setClosed(true)}>
        {t('offline.update.ok')}
      </button>
    </div>
  );
}
