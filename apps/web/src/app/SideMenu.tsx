import { useId } from 'react';
import { Link } from 'react-router';
import { brand } from '../shared/config';
import { ModalDialog } from '../shared/ui/Dialog';
import s from './SideMenu.module.css';

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
            <svg
              aria-hidden="true"
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
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
                    <Chevron />
                  </Link>
                ) : (
                  <a href={item.href} className={s.item} target="_blank" rel="noopener noreferrer">
                    <span className={s.label}>{item.label}</span>
                    <span className="visually-hidden"> (opens in a new tab)</span>
                    <External />
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

function Chevron() {
  return (
    <svg
      className={s.icon}
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

function External() {
  return (
    <svg
      className={s.icon}
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
