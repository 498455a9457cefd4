import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { shouldOpenPopup } from '@wheelend/domain';
import { inArea } from '../../shared/i18n';
import { getNotifications, sessionIgnored, useNotificationStore, useNotificationSync } from './store';

const Popup = lazy(inArea('notifications', () => import('./Popup')));

/** The first decision of a page load is never "coming back": the user has just arrived. */
let firstEntry = true;

/** Opens the notification pop-up when /hub is entered, unless the user came back to it
 * (browser Back or a Back control), the session chose to ignore notifications, or nothing
 * is left to show. Waits for the server list on the very first load. */
export function NotificationPopup() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const sync = useNotificationSync();
  const { env } = useNotificationStore();
  const [open, setOpen] = useState(false);
  const decidedFor = useRef<string | null>(null);
  const settled = sync.status !== 'pending';

  useEffect(() => {
    if (pathname !== '/hub') {
      setOpen(false);
      return;
    }
    if (!settled || decidedFor.current === key) return;
    decidedFor.current = key;
    const comingBack = !firstEntry && navigationType === 'POP';
    firstEntry = false;
    if (shouldOpenPopup({ list: getNotifications(), env, sessionIgnored: sessionIgnored(), comingBack })) setOpen(true);
  }, [pathname, key, settled, navigationType, env]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Popup onClosed={() => setOpen(false)} />
    </Suspense>
  );
}
