import './zodConfig';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { makeRouter } from './app/router';
import { installDefaultPolicy } from './shared/trustedTypes';
import { startOffline } from './shared/offline/start';
import { startI18n } from './shared/i18n/i18n';

installDefaultPolicy();
startOffline();

// The router (which ranks every route) and the first render each start in a task of their own, so
// that no one task blocks a slow phone for as long as the code's start, the router and the render.
const pause = () => new Promise((resolve) => setTimeout(resolve));

void startI18n().finally(async () => {
  await pause();
  const router = makeRouter();
  await pause();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
});
