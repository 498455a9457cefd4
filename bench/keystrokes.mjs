// Keystroke to suggestions in Chromium: from the keydown in the home search box to the frame that
// shows the suggestion list for the new text, for every keystroke of typing the given numbers.
import { chromium } from '@playwright/test';

/** In the page: `window.painted` resolves with the milliseconds from the next keydown to the painted list. */
function watchNextKey(timeout) {
  window.painted = new Promise((resolve) => {
    const input = document.querySelector('input[role="combobox"]');
    const list = document.getElementById(input.getAttribute('aria-controls'));
    const norm = (s) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
    let t0;
    input.addEventListener('keydown', (e) => (t0 = e.timeStamp), { once: true, capture: true });
    const shown = () => {
      const want = norm(input.value);
      const options = [...list.querySelectorAll('[role="option"]')];
      return (
        t0 !== undefined &&
        want !== '' &&
        options.length > 0 &&
        options.every((o) => norm(o.textContent).includes(want))
      );
    };
    let done = false;
    const check = () => {
      if (done || !shown()) return;
      done = true;
      observer.disconnect();
      // The frame is painted after its animation-frame callbacks; a message posted there runs after it.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - t0);
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(list.parentElement, { childList: true, subtree: true, characterData: true, attributes: true });
    // A longer text can keep the very same options (every one still matches): then no node changes,
    // and the list on screen is already the new text's once the input has taken the key.
    input.addEventListener('input', () => setTimeout(check), { once: true });
    setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, timeout);
  });
}

/**
 * Types each number into the home search box, one key at a time (the box cleared before each), and
 * measures every keystroke. Returns the latencies in ms and the keystrokes that showed no list in time.
 * `returning`: typed on a visit after the first, once the service worker has installed (downloaded and
 * stored the app) and controls the page; otherwise on the first visit, while it installs.
 */
export async function keystrokes(baseUrl, numbers, { timeout = 2000, returning = false } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/hub`);
    if (returning) {
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
    }
    const later = page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'LATER' });
    // The notification pop-up opens on a first visit: close it before typing.
    await later.click({ timeout: 5000 }).catch(() => {});
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'hidden' });
    const box = page.getByRole('combobox').first();
    await box.waitFor();
    const latencies = [];
    let missed = 0;
    for (const number of numbers) {
      await box.fill('');
      await box.focus();
      for (const key of number) {
        await page.evaluate(watchNextKey, timeout);
        await page.keyboard.press(key === ' ' ? 'Space' : key);
        const ms = await page.evaluate(() => window.painted);
        if (ms === null) missed++;
        else latencies.push(ms);
      }
    }
    return { latencies, missed };
  } finally {
    await browser.close();
  }
}
