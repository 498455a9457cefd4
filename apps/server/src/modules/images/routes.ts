import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../http/reply.js';
import { drawPart, familyOf } from './draw.js';
import { imageOf } from './queries.js';
import { FULL_SIZE, THUMBNAIL_SIZES, ImageCache, renderPng } from './render.js';

/** Bumped whenever the drawings change, so browsers and proxies fetch the new pictures. */
const DRAWING_VERSION = 1;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

function stable(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The guid of an image's file name, and whether it asks for the drawing itself (`.svg`, full size only). */
function fileOf(file: string, svgAllowed: boolean) {
  const m = /^(.*)\.(png|svg)$/i.exec(file);
  const svg = m?.[2]!.toLowerCase() === 'svg';
  if (!m || (svg && !svgAllowed)) {
    throw notFound(`No image named ${file}; image names end in .png${svgAllowed ? ' or .svg' : ''}.`);
  }
  const guid = m[1]!;
  if (!GUID.test(guid)) throw badRequest('The image id must be a GUID such as 3f2b8c1e-6a4d-4e0b-9c7a-1d2e3f405162.');
  return { guid, svg };
}

function sizeOf(dims: string) {
  const m = /^(\d{1,4})x(\d{1,4})$/.exec(dims);
  const size = m && m[1] === m[2] ? Number(m[1]) : NaN;
  if (!(THUMBNAIL_SIZES as readonly number[]).includes(size)) {
    throw badRequest(`Image size must be one of ${THUMBNAIL_SIZES.map((s) => `${s}x${s}`).join(', ')}.`);
  }
  return size;
}

/**
 * Part drawings, public like a CDN: /{guid}.png at full size and /{size}x{size}/{guid}.png for
 * thumbnails, and /{guid}.svg, the drawing itself (a twentieth of a thumbnail's bytes, sharp at any
 * size), which the web app shows. Each picture is drawn from the part's family and dimensions,
 * rendered once and kept in a small in-memory cache.
 */
const routes: FastifyPluginAsync = async (app) => {
  const cache = new ImageCache(200, 32 * 1024 * 1024);
  const rendering = new Map<string, Promise<Buffer>>();

  async function serve(req: FastifyRequest, reply: FastifyReply, guid: string, size: number | 'svg') {
    const row = await imageOf(app.deps.catalog, guid);
    if (!row) throw notFound(`No image with id ${guid}.`);
    const family = familyOf(row.family);
    if (!family) throw notFound(`No drawing exists for the part family ${row.family}.`);
    const key = createHash('sha1')
      .update(stable([DRAWING_VERSION, size, family, row.partNumber, row.spec]))
      .digest('base64url')
      .slice(0, 27);
    const etag = `"${key}"`;
    const cacheable = () =>
      reply
        .header('cache-control', CACHE_CONTROL)
        .header('etag', etag)
        .header('cross-origin-resource-policy', 'cross-origin');
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      return cacheable().status(304).send();
    }
    let bytes = cache.get(key);
    if (!bytes && size === 'svg') {
      bytes = Buffer.from(drawPart(family, row.spec, row.partNumber));
      cache.set(key, bytes);
    }
    if (!bytes) {
      let job = rendering.get(key);
      if (!job) {
        job = renderPng(drawPart(family, row.spec, row.partNumber), size as number).finally(() =>
          rendering.delete(key),
        );
        rendering.set(key, job);
      }
      bytes = await job;
      cache.set(key, bytes);
    }
    return cacheable()
      .type(size === 'svg' ? 'image/svg+xml' : 'image/png')
      .send(bytes);
  }

  const hide = { schema: { hide: true } };
  app.get<{ Params: { file: string } }>('/:file', hide, async (req, reply) => {
    const { guid, svg } = fileOf(req.params.file, true);
    return serve(req, reply, guid, svg ? 'svg' : FULL_SIZE);
  });
  app.get<{ Params: { dims: string; file: string } }>('/:dims/:file', hide, async (req, reply) => {
    const size = sizeOf(req.params.dims);
    return serve(req, reply, fileOf(req.params.file, false).guid, size);
  });
};
export default routes;
