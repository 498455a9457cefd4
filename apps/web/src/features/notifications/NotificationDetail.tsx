import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import DOMPurify from 'dompurify';
import { linksOf, markSeen } from '@wheelend/domain';
import { EmptyState, ErrorState } from '../../shared/ui/ErrorState';
import { Spinner } from '../../shared/ui/Spinner';
import { StepBar } from '../../shared/ui/StepBar';
import { getNotifications, setNotifications, useNotificationStore, useNotificationSync } from './store';
import s from './Notifications.module.css';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** One notification: its HTML message (sanitized again here) and links. Opening it marks it
 * seen unless it is Sticky. */
export default function NotificationDetail() {
  const id = Number(useParams().id);
  const sync = useNotificationSync();
  const { list } = useNotificationStore();
  const n = list?.find((x) => x.Id === id);

  useEffect(() => {
    if (n && !n.seen && !n.Sticky) setNotifications(markSeen(getNotifications(), n.Id));
  }, [n]);

  const html = useMemo(
    () =>
      n
        ? DOMPurify.sanitize(n.Message, {
            FORBID_TAGS: ['style', 'form', 'input', 'img'],
            FORBID_ATTR: ['style'],
            // A Trusted Type, which the page's Content-Security-Policy requires of innerHTML.
            RETURN_TRUSTED_TYPE: true,
          })
        : '',
    [n],
  );

  const bar = <StepBar backTo="/notification" />;
  if (!n) {
    if (list === null && sync.isPending)
      return (
        <section>
          {bar}
          <Spinner label="Loading the notification" />
        </section>
      );
    if (list === null && sync.isError) {
      return (
        <section>
          {bar}
          <h1>Notification</h1>
          <ErrorState error={sync.error} onRetry={() => void sync.refetch()} />
        </section>
      );
    }
    return (
      <section>
        {bar}
        <h1>Notification</h1>
        <EmptyState title="This notification is no longer available">
          <p>
            It may have been withdrawn. <Link to="/notification">See all notifications</Link>.
          </p>
        </EmptyState>
      </section>
    );
  }

  const links = linksOf(n);
  return (
    <article className={s.detail}>
      {bar}
      <p className={s.eyebrow}>Notification{n.Sticky ? ' · Important' : ''}</p>
      <h1>{n.Title}</h1>
      <div className={s.message} dangerouslySetInnerHTML={{ __html: html }} />
      {(links.length > 0 || (n.IsUpdateButton && n.UpdateLink)) && (
        <div className={s.links}>
          {n.IsUpdateButton && n.UpdateLink && (
            <a className={s.updateButton} href={n.UpdateLink} target="_blank" rel="noopener noreferrer">
              UPDATE NOW<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          {links.length > 0 && (
            <>
              <h2 className={s.linksTitle}>Links</h2>
              <ul className={s.linkList}>
                {links.map((href) => (
                  <li key={href}>
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {prettyLink(href)}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </article>
  );
}

/** A readable name for a link: its host and the last part of its path. */
function prettyLink(href: string): string {
  try {
    const u = new URL(href, window.location.origin);
    const last = u.pathname.split('/').filter(Boolean).pop();
    return last ? `${u.hostname} · ${decodeURIComponent(last)}` : u.hostname;
  } catch {
    return href;
  }
}
