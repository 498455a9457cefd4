import { useSyncExternalStore } from 'react';
import { IDEMPOTENCY_HEADER } from '@wheelend/domain/contract';
import { ApiError } from '../api';
import { appConfig } from '../config';
import { offlineDb, type KeptEmail } from './db';

const none: KeptEmail[] = [];
let kept = none;
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
async function reread() {
  kept = await (await offlineDb()).getAll('outbox');
  for (const l of listeners) l();
}
/** The emails kept on the device, not yet accepted by the server. */
export const useKeptEmails = () =>
  useSyncExternalStore(
    subscribe,
    () => kept,
    () => none,
  );

const newKey = () => crypto.randomUUID().replace(/-/g, '');

async function post(url: string, body: unknown, key: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Ocp-Apim-Subscription-Key': appConfig.apiKey,
      [IDEMPOTENCY_HEADER]: key,
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const err = ((await res.json().catch(() => undefined)) as { Error?: { Code?: string; Message?: string } })?.Error;
    throw new ApiError(res.status, err?.Code ?? 'HTTP', err?.Message ?? `The server answered ${res.status}.`);
  }
}

/** Sends an email (`url` is the send call, `to` the recipient shown); with no connection it is kept on
 * the device and 'kept' is answered. Every try of one email carries the same key, so the server queues
 * it once however often it arrives. */
export async function sendEmail(url: string, body: unknown, to: string): Promise<'sent' | 'kept'> {
  const key = newKey();
  if (navigator.onLine) {
    try {
      await post(url, body, key);
      return 'sent';
    } catch (e) {
      if (!(e instanceof TypeError)) throw e;
    }
  }
  await (await offlineDb()).put('outbox', { key, url, body, to, keptAt: Date.now() });
  await reread();
  return 'kept';
}

let flushing: Promise<void> | undefined;

/** Sends the kept emails, one at a time; each leaves the device once the server accepted it (or
 * refused it for good: a 4xx other than 429 would be refused again). */
export function sendKeptEmails(): Promise<void> {
  flushing ??= (async () => {
    try {
      const d = await offlineDb();
      for (const m of await d.getAll('outbox')) {
        try {
          await post(m.url, m.body, m.key);
        } catch (e) {
          if (e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 429) {
            await d.delete('outbox', m.key);
            continue;
          }
          return;
        }
        await d.delete('outbox', m.key);
      }
    } finally {
      await reread().catch(() => undefined);
      flushing = undefined;
    }
  })();
  return flushing;
}

/** Sends kept emails now and whenever the connection returns. */
export function startOutbox() {
  void reread().then(() => (kept.length > 0 && navigator.onLine ? sendKeptEmails() : undefined));
  window.addEventListener('online', () => void sendKeptEmails());
}
