import './app/global.css';
import { PAGE_FILES_ID, PAGE_STATE_ID } from '@wheelend/domain';
import { takeDataBlock } from './shared/dataBlock';

// A screen the server rendered takes no input until the app has taken it over (app/App.tsx):
// a tap or a typed letter would otherwise be lost. Without scripts it stays as it is, readable.
if (document.getElementById(PAGE_STATE_ID)) document.getElementById('root')!.inert = true;

// The page paints its own first view before the app's code starts: a bar with the brand's name, or the
// screen the server rendered. That code's first task is long on a slow phone, and a page that waits
// for it shows nothing until it ends; fetched before the paint, it would also slow the styles and the
// drawing the paint needs on a slow line. So the app starts once the browser has painted, or at once
// in a tab that is not shown (it gets no frames), or after a second whatever happens.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./start').then((app) => app.start());
  preloadScreen();
};
if (document.visibilityState === 'hidden') start();
else {
  new PerformanceObserver(start).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 1000);
}

/** The scripts of a screen the server rendered, listed by its page: loaded beside the app's own (which
 * the import above has asked for), a few per task, as each request a link starts takes the page's
 * main thread for a moment. */
function preloadScreen() {
  const files = takeDataBlock(PAGE_FILES_ID);
  const hrefs = (Array.isArray(files) ? files : []).filter((href): href is string => typeof href === 'string');
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  const next = () => {
    for (const href of hrefs.splice(0, 4)) {
      if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      if (nonce) link.nonce = nonce;
      document.head.append(link);
    }
    if (hrefs.length) setTimeout(next);
  };
  setTimeout(next);
}
