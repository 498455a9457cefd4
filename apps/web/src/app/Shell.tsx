import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { brand } from '../shared/config';
import { trackPageView } from '../shared/analytics';
import { Spinner } from '../shared/ui/Spinner';
import { StepBarSlot, StepBarView } from '../shared/ui/StepBar';
import { NotificationPopup } from '../features/notifications/PopupGate';
import { useUnseenCount } from '../features/notifications/store';
import { SideMenu } from './SideMenu';
import { titleOf, usePageHeading } from './pageHeading';
import { OfflineLine, UpdateNotice } from '../shared/offline/ui';
import { applyUpdateOn } from '../shared/offline/update';
import s from './Shell.module.css';
import { Icon } from '../shared/ui/Icon';
import { LanguageSwitch, Rich, useT } from '../shared/i18n';

/** The app's frame around the screen its route shows, or around `children` where no route shows one. */
export function Shell({ children }: { children?: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [ownBars, setOwnBars] = useState(0);
  const claim = useCallback(() => {
    setOwnBars((n) => n + 1);
    return () => setOwnBars((n) => n - 1);
  }, []);

  const main = useRef<HTMLElement>(null);
  const title = useCallback((heading: string | undefined) => titleOf(heading, brand.name, t), [t]);
  usePageHeading(main, pathname, title);

  useEffect(() => {
    trackPageView(pathname);
    setMenuOpen(false);
    applyUpdateOn(window.location.href);
  }, [pathname]);

  const isHome = pathname === '/hub' || pathname === '/hub/';
  return (
    <div className={s.shell}>
      <a href="#main" className={s.skip}>
        {t('common.skip')}
      </a>
      <header className={s.header}>
        <div className={s.headerInner}>
          {/* The name starts with the text shown (with a space between its two lines), then says where it leads. */}
          <Link to="/hub" className={s.logo} aria-label={t('common.logo', { brand: brand.name })}>
            <Logo />
            <span className={s.brandText}>
              <span className={s.brandName}>{brand.name}</span>{' '}
              <span className={s.brandSub}>{t('common.appName')}</span>
            </span>
          </Link>
          <MenuButton open={menuOpen} onOpen={() => setMenuOpen(true)} />
        </div>
      </header>
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main className={s.main} id="main" tabIndex={-1} ref={main}>
        <StepBarSlot.Provider value={claim}>
          {ownBars === 0 && !isHome && <StepBarView />}
          {isHome && <OfflineLine />}
          <Suspense fallback={<Spinner label={t('common.loading')} />}>{children ?? <Outlet />}</Suspense>
        </StepBarSlot.Provider>
      </main>
      <footer className={s.footer}>
        <div className={s.footerInner}>
          <p className={s.accept}>
            <Rich
              id="common.footer.accept"
              components={[
                <a key="terms" href={brand.links.terms} />,
                <a key="disclaimer" href={brand.links.disclaimer} />,
              ]}
            />
          </p>
          <nav aria-label={t('common.footer.nav')} className={s.footerNav}>
            <Link to="/help">{t('common.footer.help')}</Link>
            <Link to="/disclaimer">{t('common.footer.disclaimer')}</Link>
            <Link to="/about">{t('common.footer.about')}</Link>
            <Link to="/contact">{t('common.footer.contact')}</Link>
          </nav>
          <LanguageSwitch className={s.language} />
        </div>
      </footer>
      <NotificationPopup />
      <UpdateNotice />
      {/* A new screen opens at its top; back, forward and a reload return to where the reader was. The
          first screen of a page load has the router's key "default" whatever its address: kept under its
          address instead, an address opened in the tab does not take the last page's position. */}
      <ScrollRestoration getKey={(l) => (l.key === 'default' ? l.pathname + l.search : l.key)} />
    </div>
  );
}

/** The unread count is read here and in the menu, not by the shell: a change re-renders these alone. */
function MenuButton({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const t = useT();
  const unseen = useUnseenCount();
  return (
    <button type="button" className={s.menuButton} aria-haspopup="dialog" aria-expanded={open} onClick={onOpen}>
      <span className={s.menuIcon}>
        <Icon name="menu" size={24} weight={2.25} />
        {unseen > 0 && <span className={s.dot} data-testid="unseen-dot" />}
      </span>
      <span className={s.menuLabel}>{t('common.menu')}</span>
      {unseen > 0 && <span className="visually-hidden">{t('common.menu.unread', { count: unseen })}</span>}
    </button>
  );
}

function Logo() {
  return (
    <svg className={s.mark} aria-hidden="true" width="34" height="34" viewBox="0 0 48 48">
      <circle cx="24" cy="24" r="22" fill="var(--brand-accent)" />
      <circle cx="24" cy="24" r="15" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="24" cy="24" r="5" fill="#fff" />
      {[0, 60, 120, 180, 240, 300].map((a) => (
        <circle
          key={a}
          cx={24 + 10 * Math.cos((a * Math.PI) / 180)}
          cy={24 + 10 * Math.sin((a * Math.PI) / 180)}
          r="2.2"
          fill="#fff"
        />
      ))}
    </svg>
  );
}
