import type { Config } from '../../config.js';
import { clientAddress } from '../../http/clientAddress.js';

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
