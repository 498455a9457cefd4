import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';
import { installDefaultPolicy } from './shared/trustedTypes';
import { startOffline } from './shared/offline/start';

installDefaultPolicy();
startOffline();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
