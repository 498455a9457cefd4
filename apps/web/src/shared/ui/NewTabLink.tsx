import type { AnchorHTMLAttributes } from 'react';
import { useT } from '../i18n/useT';

/** A link that opens in a new tab and says so after its text, to a screen reader (the words are
 * hidden from sight; a link may show its own sign). */
export function NewTabLink({ children, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  const t = useT();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{t('common.newTab')}</span>
    </a>
  );
}
