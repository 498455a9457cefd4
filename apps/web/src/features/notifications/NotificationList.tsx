import { Link } from 'react-router';
import { visibleNotifications } from '@wheelend/domain';
import { EmptyState, ErrorState } from '../../shared/ui/ErrorState';
import { Spinner } from '../../shared/ui/Spinner';
import { StepBar } from '../../shared/ui/StepBar';
import { useNotificationStore, useNotificationSync } from './store';
import s from './Notifications.module.css';
import { Icon } from '../../shared/ui/Icon';

/** The notifications meant for this device and app version; unseen titles are bold. */
export default function NotificationList() {
  const sync = useNotificationSync();
  const { list, env } = useNotificationStore();
  const shown = visibleNotifications(list ?? [], env);
  const unseen = shown.filter((n) => !n.seen).length;

  return (
    <section>
      <StepBar fallback="/hub" />
      <h1>Notifications</h1>
      {sync.isError && (
        <ErrorState
          title="The latest notifications could not be loaded"
          error={sync.error}
          onRetry={() => void sync.refetch()}
        />
      )}
      {list === null && sync.isPending && <Spinner label="Loading notifications" />}
      {list !== null && shown.length === 0 && (
        <EmptyState title="No notifications">
          <p>There is nothing new for your device right now.</p>
        </EmptyState>
      )}
      {shown.length > 0 && (
        <>
          <p className={s.summary}>{unseen === 0 ? 'You have read every notification.' : `${unseen} unread`}</p>
          <ul className={s.list}>
            {shown.map((n) => (
              <li key={n.Id}>
                <Link to={`/hub/notification-detail/${n.Id}`} className={n.seen ? s.item : `${s.item} ${s.unseen}`}>
                  <span className={s.marker} aria-hidden="true" />
                  <span className={s.itemTitle}>
                    {n.seen ? n.Title : <strong>{n.Title}</strong>}
                    {!n.seen && <span className="visually-hidden"> (unread)</span>}
                  </span>
                  {n.IsUpdateButton && <span className={s.tag}>Update</span>}
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
