import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { images } from '../../db/schema/index.js';
import { castingKinds } from '@wheelend/domain';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which always follows the signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

type Row = typeof images.$inferInsert;
const hubSpec = {
  boltCircleInch: 11.25,
  pilotInch: 8.78,
  brake: 'drum',
  position: 'trailer',
  material: 'iron',
  preset: true,
};
const rows: Record<string, Row> = {
  hub: { guid: randomUUID(), family: 'hub', partNumber: '10031065', spec: { studs: 10, ...hubSpec } },
  hub8: { guid: randomUUID(), family: 'hub', partNumber: '10031065', spec: { studs: 8, ...hubSpec } },
  drum: {
    guid: randomUUID(),
    family: 'drum',
    partNumber: '3922X',
    spec: { diameterInch: 16.5, widthInch: 7, studHoles: 10, boltCircleInch: 11.25, pilotInch: 8.78 },
  },
  rotor: {
    guid: randomUUID(),
    family: 'rotor',
    partNumber: '10083912',
    spec: { outsideDiameterMm: 430, thicknessMm: 45, rotorType: 'splined', boltHoles: 10 },
  },
  stud: {
    guid: randomUUID(),
    family: 'stud',
    partNumber: '10001400',
    spec: { lengthInch: 3.62, diameterInch: 0.87, kind: 'wheel', head: 'clipped' },
  },
  bearing: {
    guid: randomUUID(),
    family: 'bearing',
    partNumber: 'HM518445',
    spec: { boreInch: 3.5, outsideInch: 5.375, widthInch: 1.5 },
  },
  seal: { guid: randomUUID(), family: 'seal', partNumber: '10045316', spec: { boreInch: 4.5, outsideInch: 6 } },
  nut: { guid: randomUUID(), family: 'spindle_nut', partNumber: '10082160', spec: { socketInch: 3.25, lock: 'dflat' } },
  abs: { guid: randomUUID(), family: 'abs_ring', partNumber: '10040155', spec: { teeth: 100, diameterInch: 6.5 } },
  kit: { guid: randomUUID(), family: 'kit', partNumber: '10080757', spec: { contains: 'Bearing cones, seal, spacer' } },
  casting: { guid: randomUUID(), family: 'casting', partNumber: '10010175', spec: { kind: 'hub', studs: 10 } },
  bare: { guid: randomUUID().toUpperCase(), family: 'rotor', partNumber: 'R-1', spec: {} },
  odd: { guid: randomUUID(), family: 'wheel', partNumber: 'W-1', spec: {} },
};

describe('part images', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(images).values(Object.values(rows));
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each(Object.keys(rows).filter((k) => k !== 'odd'))(
    'draws the %s family at full size and as a 400 thumbnail, without a key',
    async (name) => {
      const { guid } = rows[name];
      for (const [url, size] of [
        [`/cdn/images/${guid}.png`, 600],
        [`/cdn/images/400x400/${guid}.png`, 400],
      ] as const) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(pngSize(res.rawPayload)).toEqual({ width: size, height: size });
        expect(res.rawPayload.length).toBeGreaterThan(5000);
      }
    },
  );

  it.each(Object.keys(rows).filter((k) => k !== 'odd'))(
    'serves the %s drawing itself as SVG, far smaller',
    async (name) => {
      const { guid } = rows[name];
      const svg = await get(`/cdn/images/${guid}.svg`);
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 \d+ \d+"/);
      expect(svg.body).not.toMatch(/<script|href=|url\((?!#)/i);
      const png = await get(`/cdn/images/300x300/${guid}.png`);
      const sent = await get(`/cdn/images/${guid}.svg`, { 'accept-encoding': 'br' });
      expect(sent.headers['content-encoding']).toBe('br');
      expect(sent.rawPayload.length).toBeLessThan(png.rawPayload.length / 3);
      expect(svg.headers.etag).not.toBe(png.headers.etag);
      const again = await get(`/cdn/images/${guid}.svg`, { 'if-none-match': String(svg.headers.etag) });
      expect(again.statusCode).toBe(304);
    },
  );

  it('draws an SVG at one size only, and no other kind of file', async () => {
    const { guid } = rows.drum;
    for (const url of [`/cdn/images/300x300/${guid}.svg`, `/cdn/images/${guid}.jpg`, `/cdn/images/${guid}.svg.png`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it.each([200, 250, 300, 400])('serves the %i thumbnail at exactly that size', async (size) => {
    const res = await get(`/cdn/images/${size}x${size}/${rows.drum.guid}.png`);
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: size, height: size });
  });

  it('draws different pictures for different dimensions and the same bytes on a repeat', async () => {
    const ten = await get(`/cdn/images/300x300/${rows.hub.guid}.png`);
    const eight = await get(`/cdn/images/300x300/${rows.hub8.guid}.png`);
    const again = await get(`/cdn/images/300x300/${rows.hub.guid}.png`);
    expect(ten.rawPayload.equals(eight.rawPayload)).toBe(false);
    expect(again.rawPayload.equals(ten.rawPayload)).toBe(true);
    expect(ten.headers.etag).not.toBe(eight.headers.etag);
  });

  it('serves the drawing of where each casting number is cast, whatever the catalog holds', async () => {
    const guides = Object.values(castingKinds).map((k) => k.guide);
    const pngs = [];
    for (const guid of guides) {
      const res = await get(`/cdn/images/300x300/${guid.toUpperCase()}.png`);
      expect(res.statusCode).toBe(200);
      expect(pngSize(res.rawPayload)).toEqual({ width: 300, height: 300 });
      pngs.push(res.rawPayload);
    }
    expect(new Set(pngs.map((b) => b.toString('base64'))).size).toBe(3);
  });

  it('finds a guid whatever its letter case', async () => {
    const res = await get(`/cdn/images/200x200/${rows.bare.guid.toLowerCase()}.png`);
    expect(res.statusCode).toBe(200);
  });

  it('lets browsers and proxies cache the pictures, and answers a revalidation with 304', async () => {
    const url = `/cdn/images/250x250/${rows.stud.guid}.png`;
    const res = await get(url);
    expect(res.headers['cache-control']).toMatch(/public/);
    const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(86400);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const full = await get(`/cdn/images/${rows.stud.guid}.png`);
    expect(full.headers.etag).not.toBe(etag);
  });

  it('answers an unknown guid with 404 and the error envelope', async () => {
    const res = await get(`/cdn/images/${randomUUID()}.png`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Status: 'ERROR', Error: { Code: 'NOT_FOUND' } });
    const thumb = await get(`/cdn/images/200x200/${randomUUID()}.png`);
    expect(thumb.statusCode).toBe(404);
  });

  it('answers a family without a drawing with 404', async () => {
    const res = await get(`/cdn/images/${rows.odd.guid}.png`);
    expect(res.statusCode).toBe(404);
    expect(res.json().Error.Code).toBe('NOT_FOUND');
  });

  it('refuses malformed guids and unsupported sizes with 400', async () => {
    for (const url of [
      '/cdn/images/not-a-guid.png',
      `/cdn/images/${rows.hub.guid.slice(0, -1)}.png`,
      '/cdn/images/200x200/1234.png',
      `/cdn/images/500x500/${rows.hub.guid}.png`,
      `/cdn/images/200x300/${rows.hub.guid}.png`,
      `/cdn/images/big/${rows.hub.guid}.png`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ Status: 'ERROR', Error: { Code: 'BAD_REQUEST' } });
    }
  });

  it('answers other names and deeper paths with the 404 envelope', async () => {
    for (const url of [
      `/cdn/images/${rows.hub.guid}.jpg`,
      `/cdn/images/${rows.hub.guid}`,
      `/cdn/images/a/b/${rows.hub.guid}.png`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().Status).toBe('ERROR');
    }
  });
});
