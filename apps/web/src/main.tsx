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
