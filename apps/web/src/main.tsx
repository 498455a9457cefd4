import './zodConfig';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';
import { installDefaultPolicy } from './shared/trustedTypes';
import { startOffline } from './shared/offline/start';
import { startI18n } from './shared/i18n/i18n';

installDefaultPolicy();
startOffline();

// The first render as a transition: React yields to the browser between components, so the page
// answers input and paints while it is built instead of in one long task.
void startI18n().finally(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
