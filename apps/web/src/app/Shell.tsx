import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { brand } from '../shared/config';
import { Spinner } from '../shared/ui/Spinner';
import s from './Shell.module.css';

export function Shell() {
  return (
    <div className={s.shell}>
      <header className={s.header}>
        <Link to="/hub" className={s.logo} aria-label={`${brand.name} home`}>
          {brand.name}
        </Link>
      </header>
      <main className={s.main} id="main">
        <Suspense fallback={<Spinner label="Loading" />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className={s.footer}>
        By using this app you accept the <a href={brand.links.terms}>terms and conditions</a> and the{' '}
        <a href={brand.links.disclaimer}>wheel end disclaimer</a>.
      </footer>
    </div>
  );
}
