import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { normalAddress } from './clientAddress.js';

// The defaults but for a small allowance: no proxy is trusted.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CREATE_RATE_MAX: '2' });
});
afterAll(() => t.close());

const create = async (remoteAddress: string, headers: Record<string, string> = {}) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v11/SessionCreate',
      headers: { ...t.headers, ...headers },
      remoteAddress,
    })
  ).statusCode;

describe('the client a limit counts, with the default TRUST_PROXY', () => {
  it('is the peer: a made-up X-Forwarded-For gets no fresh allowance, from loopback or elsewhere', async () => {
    for (const peer of ['127.0.0.1', '198.51.100.4']) {
      const codes = [];
      for (let i = 1; i <= 4; i++) codes.push(await create(peer, { 'x-forwarded-for': `203.0.113.${i}` }));
      expect(codes).toEqual([200, 200, 429, 429]);
    }
  });

  it('counts an IPv6 peer in its canonical form', async () => {
    expect(await create('2001:db8::1')).toBe(200);
    expect(await create('2001:db8:0:0:0:0:0:1')).toBe(200);
    expect(await create('2001:DB8:0::1')).toBe(429);
    expect(await create('2001:db8::2')).toBe(200);
  });
});

describe('normalAddress', () => {
  it('writes one address one way', () => {
    expect(normalAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(normalAddress('::FFFF:0a00:0001')).toBe('10.0.0.1');
    expect(normalAddress(' 2001:DB8::1 ')).toBe('2001:db8::1');
    expect(normalAddress('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(normalAddress('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
    expect(normalAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalAddress('10.0.0.300')).toBeUndefined();
    expect(normalAddress('example.com')).toBeUndefined();
    expect(normalAddress(undefined)).toBeUndefined();
  });
});
