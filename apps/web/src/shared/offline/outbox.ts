import { useSyncExternalStore } from 'react';
import { IDEMPOTENCY_HEADER } from '@wheelend/domain/contract';
import { answered, ApiError } from '../api';
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

/** What makes two sends one email: the same call, recipient and subject (`about`), such as one calculation. */
const sameAs = (m: { url: string; to: string; about?: string }) =>
  m.about === undefined ? undefined : JSON.stringify([m.url, m.to, m.about]);

/** The keys of kept emails this page sent later, so that pressing Send again for one repeats its key. */
const sentLater = new Map<string, string>();

/** Sends an email (`url` is the send call, `to` the recipient shown); with no connection, or no answer
 * from the server, it is kept on the device and 'kept' is answered. Every try of one email carries the
 * same key, so the server queues it once however often it arrives: a send `about` the same thing as an
 * email kept (or sent later) takes its key, and its place on the device. */
export async function sendEmail(url: string, body: unknown, to: string, about?: string): Promise<'sent' | 'kept'> {
  const same = sameAs({ url, to, about });
  const others = await offlineDb()
    .then((d) => d.getAll('outbox'))
    .catch((): KeptEmail[] => []);
  const key =
    others.find((m) => same !== undefined && sameAs(m) === same)?.key ??
    (same === undefined ? undefined : sentLater.get(same)) ??
    newKey();
  if (navigator.onLine) {
    try {
      await post(url, body, key);
      if (others.length > 0) {
        if (others.some((m) => m.key === key)) await (await offlineDb()).delete('outbox', key);
        void sendKeptEmails();
      }
      return 'sent';
    } catch (e) {
      if (!(e instanceof TypeError)) throw e;
    }
  }
  await (await offlineDb()).put('outbox', { key, url, body, to, about, keptAt: Date.now() });
  await reread();
  return 'kept';
}

let flushing: Promise<void> | undefined;
const RETRY_GAP = 5000;

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
        const same = sameAs(m);
        if (same !== undefined) sentLater.set(same, m.key);
      }
    } finally {
      await reread().catch(() => undefined);
      flushing = undefined;
    }
  })();
  return flushing;
}

let tried = 0;

/** Sends kept emails now, whenever the connection returns, and when the server answers another call
 * (at most every few seconds: a server that answers calls may still refuse emails for a while). */
export function startOutbox() {
  void reread().then(() => (kept.length > 0 && navigator.onLine ? sendKeptEmails() : undefined));
  window.addEventListener('online', () => void sendKeptEmails());
  answered.add(() => {
    if (kept.length === 0 || flushing || !navigator.onLine || Date.now() - tried < RETRY_GAP) return;
    tried = Date.now();
    void sendKeptEmails();
  });
}
