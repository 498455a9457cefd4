import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import DOMPurify from 'dompurify';
import { linksOf, markSeen } from '@wheelend/domain';
import { EmptyState, ErrorState } from '../../shared/ui/ErrorState';
import { Rich, useT } from '../../shared/i18n';
import { Spinner } from '../../shared/ui/Spinner';
import { StepBar } from '../../shared/ui/StepBar';
import { NewTabLink } from '../../shared/ui/NewTabLink';
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
  const t = useT();
  // Plain digits only: Number() would also read '0x1', '1e0', ' 1', '1.0' or '+1' as 1.
  const param = useParams().id ?? '';
  const id = /^\d+$/.test(param) ? Number(param) : NaN;
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
          <Spinner label={t('notifications.detail.loading')} />
        </section>
      );
    if (list === null && sync.isError) {
      return (
        <section>
          {bar}
          <ErrorState
            error={sync.error}
            onRetry={() => void sync.refetch()}
            heading={t('notifications.detail.title')}
            headingClass=""
          />
        </section>
      );
    }
    return (
      <section>
        {bar}
        <h1>{t('notifications.detail.title')}</h1>
        <EmptyState title={t('notifications.detail.gone')}>
          <p>
            <Rich id="notifications.detail.goneText" components={[<Link to="/notification" />]} />
          </p>
        </EmptyState>
      </section>
    );
  }

  const links = linksOf(n);
  return (
    <article className={s.detail}>
      {bar}
      <p className={s.eyebrow}>{n.Sticky ? t('notifications.detail.important') : t('notifications.detail.title')}</p>
      <h1>{n.Title}</h1>
      <div className={s.message} dangerouslySetInnerHTML={{ __html: html }} />
      {(links.length > 0 || (n.IsUpdateButton && n.UpdateLink)) && (
        <div className={s.links}>
          {n.IsUpdateButton && n.UpdateLink && (
            <NewTabLink className={s.updateButton} href={n.UpdateLink}>
              {t('notifications.updateNow')}
            </NewTabLink>
          )}
          {links.length > 0 && (
            <>
              <h2 className={s.linksTitle}>{t('notifications.detail.links')}</h2>
              <ul className={s.linkList}>
                {links.map((href) => (
                  <li key={href}>
                    <NewTabLink href={href}>{prettyLink(href)}</NewTabLink>
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
