import { useId } from 'react';
import { useUnseenCount } from '../features/notifications/store';
import { Link } from 'react-router';
import { brand } from '../shared/config';
import { ModalDialog } from '../shared/ui/Dialog';
import { NewTabLink } from '../shared/ui/NewTabLink';
import s from './SideMenu.module.css';
import { Icon } from '../shared/ui/Icon';
import { LanguageSwitch, useT } from '../shared/i18n';

type Item = { key: string; label: string; to?: string; href?: string; badge?: number };

/** 'More Information': outside links from the brand configuration and the app's own pages. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const unseen = useUnseenCount();
  const t = useT();
  const titleId = useId();
  const items: Item[] = [
    { key: 'contact', label: t('common.menu.contact'), href: brand.links.contact },
    { key: 'website', label: t('common.menu.website', { product: brand.product }), href: brand.links.website },
    { key: 'literature', label: t('common.menu.literature'), href: brand.links.literature },
    { key: 'calculators', label: t('common.menu.calculators'), to: '/replace/choose-calculator' },
    { key: 'disclaimer', label: t('common.menu.disclaimer'), to: '/disclaimer' },
    { key: 'notifications', label: t('common.menu.notifications'), to: '/notification', badge: unseen },
    { key: 'offline', label: t('common.menu.offline'), to: '/offline' },
    { key: 'training', label: t('common.menu.training'), href: brand.links.training },
    { key: 'privacy', label: t('common.menu.privacy'), href: brand.links.privacy },
  ];
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} className={s.drawer} closeOnBackdrop>
      <div className={s.panel}>
        <div className={s.head}>
          <h2 id={titleId} className={s.title}>
            {t('common.menu')}
          </h2>
          <button type="button" className={s.close} onClick={onClose} aria-label={t('common.menu.close')}>
            <Icon name="close" size={22} weight={2.5} />
          </button>
        </div>
        <nav aria-label={t('common.menu')}>
          <ul className={s.list}>
            {items.map((item) => (
              <li key={item.key}>
                {item.to ? (
                  <Link to={item.to} className={s.item} onClick={onClose}>
                    <span className={s.label}>{item.label}</span>
                    {item.badge !== undefined && item.badge > 0 && (
                      <span className={s.badge} data-testid="unseen-badge">
                        {item.badge}
                        <span className="visually-hidden">{t('common.menu.badgeUnread')}</span>
                      </span>
                    )}
                    <Icon className={s.icon} name="next" size={18} weight={2.5} />
                  </Link>
                ) : (
                  <NewTabLink href={item.href} className={s.item}>
                    <span className={s.label}>{item.label}</span>
                    <Icon className={s.icon} name="external" size={16} />
                  </NewTabLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p className={s.phone}>
          {t('common.menu.phone')} <a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>{brand.phone}</a>
        </p>
        <LanguageSwitch className={s.language} />
      </div>
    </ModalDialog>
  );
}
