import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true', SESSION_CREATE_RATE_MAX: '2', SEND_EMAIL_RATE_MAX: '100' });
});
afterAll(() => t.close());

let n = 1;
const sendTo = (recipientEmail: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v11/SendProductEmail',
    payload: {
      recipientName: 'Dana Fleet',
      recipientEmail,
      senderName: 'Sam',
      notes: '',
      partNumber: '10031065',
      productUrl: '/hub/details/10031065',
    },
    headers: { ...t.headers, 'x-forwarded-for': `10.4.0.${n++}`, host: 'parts.example.com' },
  });

const createFrom = async (forwardedFor: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v11/SessionCreate',
      headers: { ...t.headers, 'x-forwarded-for': forwardedFor },
    })
  ).statusCode;

describe('emails to one address', () => {
  it('stop after three a day, whichever clients ask and however the address is written', async () => {
    const codes = [];
    for (const to of ['cap@fleet.example.com', 'CAP@Fleet.example.com', 'cap@fleet.example.com'])
      codes.push((await sendTo(to)).statusCode);
    expect(codes).toEqual([202, 202, 202]);
    const over = await sendTo('Cap@fleet.example.com');
    expect(over.statusCode).toBe(429);
    expect(over.json().Error).toEqual({
      Code: 'RATE_LIMITED',
      Message: 'This address has already been sent 3 emails today. Please try again tomorrow.',
    });
    expect((await sendTo('other@fleet.example.com')).statusCode).toBe(202);
  });
});

describe('the client a limit counts, with TRUST_PROXY set', () => {
  it('takes an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    expect(await createFrom('1.2.3.4')).toBe(200);
    expect(await createFrom('::ffff:1.2.3.4')).toBe(200);
    expect(await createFrom('1.2.3.4')).toBe(429);
    expect(await createFrom('::FFFF:1.2.3.4')).toBe(429);
    expect(await createFrom('5.6.7.8')).toBe(200);
  });

  it('ignores a forwarded value that is not an address', async () => {
    // Each made-up value would otherwise be a new client with a fresh allowance.
    expect(await createFrom('not-an-address')).toBe(200);
    expect(await createFrom('another one')).toBe(200);
    expect(await createFrom('a-third')).toBe(429);
    expect(await createFrom('9.9.9.9, garbage')).toBe(200);
    expect(await createFrom('9.9.9.9')).toBe(200);
    expect(await createFrom('9.9.9.9')).toBe(429);
  });

  it('counts an IPv6 address however it is spelled', async () => {
    expect(await createFrom('2001:db8::7')).toBe(200);
    expect(await createFrom('2001:DB8:0:0:0:0:0:7')).toBe(200);
    expect(await createFrom('2001:db8::0:7')).toBe(429);
    expect(await createFrom('2001:db8::8')).toBe(200);
  });
});
