import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * An address as one client, in one spelling: an IPv6 address in its canonical form (RFC 5952:
 * lower case, zeros compressed, no zone), an IPv4-mapped IPv6 address as its IPv4 address; anything
 * that is not an address undefined.
 */
export function normalAddress(value: string | undefined): string | undefined {
  const a = value?.trim() ?? '';
  const kind = isIP(a);
  if (kind === 4) return a;
  if (kind !== 6) return undefined;
  const canonical = new URL(`http://[${a.split('%')[0]}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const [hi, lo] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
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
