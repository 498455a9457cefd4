import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

/** An address as one client: an IPv4-mapped IPv6 address is its IPv4 address; anything else undefined. */
export function normalAddress(value: string | undefined): string | undefined {
  const a = value?.trim().toLowerCase() ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  return isIP(a) ? a : undefined;
}

/**
 * The client a limit counts: the furthest trusted address of the forwarding chain (TRUST_PROXY),
 * skipping values that are not addresses, else the socket's peer.
 */
export function clientAddress(req: FastifyRequest): string {
  const chain = req.ips ?? [];
  for (let i = chain.length - 1; i >= 0; i--) {
    const a = normalAddress(chain[i]);
    if (a) return a;
  }
  return normalAddress(req.socket?.remoteAddress) ?? req.ip;
}

/** Per-client limits of the calls that create things, from the configuration. */
export function emailLimits(config: Config) {
  return {
    SEND_EMAIL_RATE_MAX: config.SEND_EMAIL_RATE_MAX,
    SEND_EMAIL_RATE_WINDOW_MS: config.SEND_EMAIL_RATE_WINDOW_MS,
    SESSION_CREATE_RATE_MAX: config.SESSION_CREATE_RATE_MAX,
    SESSION_CREATE_RATE_WINDOW_MS: config.SESSION_CREATE_RATE_WINDOW_MS,
    EMAIL_PER_RECIPIENT_DAY: config.EMAIL_PER_RECIPIENT_DAY,
  };
}

/** The rate-limit route config: over the limit is a 429 with a message a person can act on. */
export function perClient(max: number, timeWindow: number, what: string) {
  return {
    rateLimit: {
      max,
      timeWindow,
      keyGenerator: clientAddress,
      errorResponseBuilder: (_req: unknown, ctx: { after: string }) =>
        Object.assign(new Error(`Too many ${what} from this device. Please try again in ${ctx.after}.`), {
          statusCode: 429,
        }),
    },
  };
}
