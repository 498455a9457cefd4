import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSavedAt } from './savedAt';
import { useUpdateWaiting } from './update';
import s from './Offline.module.css';

export const savedOnText = (at: Date | number) =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 'Offline – saved on {date}' above a screen whose answers came from the device's cache. */
export function OfflineLine() {
  const { pathname } = useLocation();
  const at = useSavedAt(pathname);
  if (!at) return null;
  return (
    <p className={s.line} data-testid="offline-line">
      Offline – saved on {savedOnText(at)}
    </p>
  );
}

/** What a screen never opened before says with no connection: it needs one, and what still works. */
export function OfflineNotice() {
  return (
    <div className={s.notice} role="alert">
      <p className={s.title}>This screen needs a connection</p>
      <p>It has not been opened on this device before, so nothing of it is saved here.</p>
      <p>What works without a connection:</p>
      <ul>
        <li>screens you opened before, as they were then;</li>
        <li>
          the part number search on the <Link to="/hub">home screen</Link>, once you have{' '}
          <Link to="/offline">saved the catalog for offline use</Link>;
        </li>
        <li>emails: they are kept on this device and sent when the connection returns.</li>
      </ul>
    </div>
  );
}

/** Tells once that a new version is ready; it takes effect on the next screen outside a questionnaire. */
export function UpdateNotice() {
  const waiting = useUpdateWaiting();
  const [closed, setClosed] = useState(false);
  if (!waiting || closed) return null;
  return (
    <div className={s.update} role="status">
      <p>A new version of the app is ready. It starts when you next open a screen.</p>
      <button type="button" className={s.dismiss} onClick={() => setClosed(true)}>
        OK
      </button>
    </div>
  );
}
