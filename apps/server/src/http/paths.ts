import type { FastifyRequest } from 'fastify';

/** An API call by the path the router matched (so `/%61pi/…` and `http://host/api/…` count), or for
 * a path no route matched, by the path as the client sent it, decoded. */
export function isApi(req: FastifyRequest): boolean {
  const path = req.routeOptions.url ?? pathOf(req.url);
  return path.startsWith('/api/');
}

export function pathOf(url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
