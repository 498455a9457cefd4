import { useId } from 'react';
import { Link } from 'react-router';
import { brand } from '../shared/config';
import { ModalDialog } from '../shared/ui/Dialog';
import s from './SideMenu.module.css';
import { Icon } from '../shared/ui/Icon';

type Item = { label: string; to?: string; href?: string; badge?: number };

/** 'More Information': outside links from the brand configuration and the app's own pages. */
export function SideMenu({ open, onClose, unseen }: { open: boolean; onClose: () => void; unseen: number }) {
  const titleId = useId();
  const items: Item[] = [
    { label: 'Contact', href: brand.links.contact },
    { label: `${brand.product} Website`, href: brand.links.website },
    { label: 'Service Literature', href: brand.links.literature },
    { label: 'Calculators', to: '/replace/choose-calculator' },
    { label: 'Disclaimer', to: '/disclaimer' },
    { label: 'Notifications', to: '/notification', badge: unseen },
    { label: 'Save the catalog for offline use', to: '/offline' },
    { label: 'Hub Training 2.0', href: brand.links.training },
    { label: 'Privacy Policy', href: brand.links.privacy },
  ];
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} className={s.drawer} closeOnBackdrop>
      <div className={s.panel}>
        <div className={s.head}>
          <h2 id={titleId} className={s.title}>
            More Information
          </h2>
          <button type="button" className={s.close} onClick={onClose} aria-label="Close menu">
            <Icon name="close" size={22} weight={2.5} />
          </button>
        </div>
        <nav aria-label="More Information">
          <ul className={s.list}>
            {items.map((item) => (
              <li key={item.label}>
                {item.to ? (
                  <Link to={item.to} className={s.item} onClick={onClose}>
                    <span className={s.label}>{item.label}</span>
                    {item.badge !== undefined && item.badge > 0 && (
                      <span className={s.badge} data-testid="unseen-badge">
                        {item.badge}
                        <span className="visually-hidden"> unread</span>
                      </span>
                    )}
                    <Icon className={s.icon} name="next" size={18} weight={2.5} />
                  </Link>
                ) : (
                  <a href={item.href} className={s.item} target="_blank" rel="noopener noreferrer">
                    <span className={s.label}>{item.label}</span>
                    <span className="visually-hidden"> (opens in a new tab)</span>
                    <Icon className={s.icon} name="external" size={16} />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p className={s.phone}>
          Customer Service <a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>{brand.phone}</a>
        </p>
      </div>
    </ModalDialog>
  );
}
