import './app/global.css';

// The page paints its own first view (index.html) before the app's code starts: that code's first
// task is long on a slow phone, and a page that waits for it shows nothing until it ends. A page in
// a hidden tab gets no frame, so the app also starts after a tenth of a second without one.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./start');
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 100);
