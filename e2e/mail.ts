import { test, expect, type Page } from '@playwright/test';
import { startSmtpPeer } from '../apps/server/src/modules/email/smtpPeer';

/** The mail server the journeys' app delivers to (SMTP_URL in playwright.config.ts), running while a
 * file's journeys run. */
export function mailServer() {
  const port = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1000);
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;
  test.beforeAll(async () => {
    smtp = await startSmtpPeer({ port });
  });
  test.afterAll(async () => {
    await smtp?.close();
  });
  /** The messages received for an address so far. */
  const to = (address: string) => smtp!.messages.filter((m) => m.to.includes(address));
  return {
    to,
    /** The one message an address receives, once it has arrived. */
    async one(address: string) {
      await expect.poll(() => to(address).length, { timeout: 15_000 }).toBe(1);
      return to(address)[0]!;
    },
  };
}

/** How many emails the page's device keeps to send later (its outbox in IndexedDB). */
export function keptEmails(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('parts-finder-offline');
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
}
