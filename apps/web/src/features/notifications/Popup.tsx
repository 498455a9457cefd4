import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { closePopup, markShown, popupSlides, type StoredNotification } from '@wheelend/domain';
import { useT } from '../../shared/i18n';
import { ModalDialog } from '../../shared/ui/Dialog';
import { NewTabLink } from '../../shared/ui/NewTabLink';
import { getNotifications, setNotifications, setSessionIgnored, useNotificationStore } from './store';
import s from './Popup.module.css';
import { Icon } from '../../shared/ui/Icon';

/** The slider of notifications over /hub. The slides are fixed when it opens. */
export default function Popup({ onClosed }: { onClosed: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const { env } = useNotificationStore();
  const [slides] = useState<StoredNotification[]>(() => popupSlides(getNotifications(), env));
  const [index, setIndex] = useState(0);
  const labelId = useId();
  const titleId = useId();
  const slide = slides[index];

  // Each slide that becomes visible counts towards its ignore count when the pop-up closes.
  useEffect(() => {
    if (slide) setNotifications(markShown(getNotifications(), [slide.Id]));
  }, [slide]);

  const close = () => {
    setNotifications(closePopup(getNotifications()));
    setSessionIgnored();
    onClosed();
  };

  if (!slide) return null;
  const many = slides.length > 1;
  return (
    <ModalDialog open onClose={close} labelledBy={labelId} className={s.dialog}>
      <div className={s.card} aria-describedby={titleId}>
        <div className={s.head}>
          <h2 id={labelId} className={s.label}>
            <Icon name="bell" size={18} /> {t('notifications.title')}
          </h2>
          {many && (
            <span className={s.count} aria-live="polite">
              {t('notifications.popup.count', { index: index + 1, count: slides.length })}
            </span>
          )}
        </div>
        <div className={s.slide}>
          <p id={titleId} className={s.title}>
            {slide.Title}
          </p>
        </div>
        <div className={s.actions}>
          {slide.IsUpdateButton && slide.UpdateLink && (
            <NewTabLink className={`${s.action} ${s.update}`} href={slide.UpdateLink}>
              {t('notifications.updateNow')}
            </NewTabLink>
          )}
          <button
            type="button"
            className={`${s.action} ${s.learn}`}
            onClick={() => {
              close();
              navigate(`/hub/notification-detail/${slide.Id}`);
            }}
          >
            {t('notifications.popup.learnMore')}
          </button>
          <button type="button" className={`${s.action} ${s.later}`} onClick={close}>
            {t('notifications.popup.later')}
          </button>
        </div>
        {many && (
          <div className={s.pager}>
            <button
              type="button"
              className={s.arrow}
              aria-label={t('notifications.popup.previous')}
              disabled={index === 0}
              onClick={() => setIndex((i) => Math.max(0, i - 1))}
            >
              <Icon name="back" size={22} weight={2.5} />
            </button>
            <span className={s.dots} aria-hidden="true">
              {slides.map((n, i) => (
                <span key={n.Id} className={i === index ? s.dotOn : s.dotOff} />
              ))}
            </span>
            <button
              type="button"
              className={s.arrow}
              aria-label={t('notifications.popup.next')}
              disabled={index === slides.length - 1}
              onClick={() => setIndex((i) => Math.min(slides.length - 1, i + 1))}
            >
              <Icon name="next" size={22} weight={2.5} />
            </button>
          </div>
        )}
      </div>
    </ModalDialog>
  );
}
