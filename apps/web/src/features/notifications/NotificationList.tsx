import { Link } from 'react-router';
import { visibleNotifications } from '@wheelend/domain';
import { EmptyState, ErrorState } from '../../shared/ui/ErrorState';
import { useT } from '../../shared/i18n';
import { Spinner } from '../../shared/ui/Spinner';
import { StepBar } from '../../shared/ui/StepBar';
import { useNotificationStore, useNotificationSync } from './store';
import s from './Notifications.module.css';
import { Icon } from '../../shared/ui/Icon';

/** The notifications meant for this device and app version; unseen titles are bold. */
export default function NotificationList() {
  const t = useT();
  const sync = useNotificationSync();
  const { list, env } = useNotificationStore();
  const shown = visibleNotifications(list ?? [], env);
  const unseen = shown.filter((n) => !n.seen).length;
  // Nothing kept on this device to show instead: the screen failed whole.
  const failed = sync.isError && list === null;

  return (
    <section>
      <StepBar fallback="/hub" />
      {!failed && <h1>{t('notifications.title')}</h1>}
      {sync.isError && (
        <ErrorState
          title={t('notifications.list.failed')}
          error={sync.error}
          onRetry={() => void sync.refetch()}
          heading={failed ? t('notifications.title') : undefined}
          headingClass=""
        />
      )}
      {list === null && sync.isPending && <Spinner label={t('notifications.list.loading')} />}
      {list !== null && shown.length === 0 && (
        <EmptyState title={t('notifications.list.empty')}>
          <p>{t('notifications.list.emptyText')}</p>
        </EmptyState>
      )}
      {shown.length > 0 && (
        <>
          <p className={s.summary}>
            {unseen === 0 ? t('notifications.list.allRead') : t('notifications.list.unread', { count: unseen })}
          </p>
          <ul className={s.list}>
            {shown.map((n) => (
              <li key={n.Id}>
                <Link to={`/hub/notification-detail/${n.Id}`} className={n.seen ? s.item : `${s.item} ${s.unseen}`}>
                  <span className={s.marker} aria-hidden="true" />
                  <span className={s.itemTitle}>
                    {n.seen ? n.Title : <strong>{n.Title}</strong>}
                    {!n.seen && <span className="visually-hidden">{t('notifications.list.unreadMark')}</span>}
                  </span>
                  {n.IsUpdateButton && <span className={s.tag}>{t('notifications.list.update')}</span>}
                  <Icon className={s.chevron} name="next" size={18} weight={2.5} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
