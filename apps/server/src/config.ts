import { z } from 'zod';
import { currencies } from '@wheelend/domain';
import type { Brand } from '@wheelend/domain/contract';

const url = z.url();
const csv = z.string().transform((s) =>
  s
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean),
);

/** Brand and outside links: everything the spec writes as {brand}, {product}, {phone} or a link. */
const brandSchema = z.object({
  BRAND_NAME: z.string().min(1).default('Northwind Wheel End'),
  BRAND_PRODUCT: z.string().min(1).default('Northwind'),
  BRAND_PHONE: z.string().min(1).default('1-800-555-0142'),
  /** The calculators' currency (USD or CAD): the brand's, not the reader's language's. */
  BRAND_CURRENCY: z.enum(currencies).default('USD'),
  BRAND_CONTACT_URL: url.default('https://www.example.com/northwind/contact'),
  BRAND_WEBSITE_URL: url.default('https://www.example.com/northwind'),
  BRAND_LITERATURE_URL: url.default('https://www.example.com/northwind/literature'),
  BRAND_TRAINING_URL: url.default('https://www.example.com/northwind/hub-training'),
  BRAND_PRIVACY_URL: url.default('https://www.example.com/northwind/privacy'),
  BRAND_TERMS_URL: url.default('https://www.example.com/northwind/terms'),
  BRAND_DISCLAIMER_URL: url.default('https://www.example.com/northwind/wheel-end-disclaimer'),
  BRAND_WARRANTY_PDF_URL: url.default('https://www.example.com/northwind/docs/preset-plus-warranty.pdf'),
  BRAND_BEARING_XREF_URL: url.default('https://www.example.com/northwind/docs/bearing-cross-reference.pdf'),
  BRAND_SEAL_XREF_URL: url.default('https://www.example.com/northwind/docs/seal-cross-reference.pdf'),
  BRAND_SPINDLE_NUT_XREF_URL: url.default('https://www.example.com/northwind/docs/spindle-nut-reference.pdf'),
  BRAND_FIND_ASSEMBLY_VIDEO_URL: url.default('https://www.example.com/northwind/videos/find-your-hub-number'),
  BRAND_DOCUMENTS_URL: url.default('https://www.example.com/northwind/docs/'),
  BRAND_EMAIL_FROM: z.email().default('no-reply@northwind.example.com'),
  BRAND_HIDDEN_REBUILD_KIT_HUBS: csv.default(['10031080', '10031081', '10031082']),
});

/** The brand settings a language may set for itself, by the brand field they fill. */
const brandTexts = { name: 'BRAND_NAME', product: 'BRAND_PRODUCT', phone: 'BRAND_PHONE' } as const;
const brandLinks = {
  contact: 'BRAND_CONTACT_URL',
  website: 'BRAND_WEBSITE_URL',
  literature: 'BRAND_LITERATURE_URL',
  training: 'BRAND_TRAINING_URL',
  privacy: 'BRAND_PRIVACY_URL',
  terms: 'BRAND_TERMS_URL',
  disclaimer: 'BRAND_DISCLAIMER_URL',
  warrantyPdf: 'BRAND_WARRANTY_PDF_URL',
  bearingXref: 'BRAND_BEARING_XREF_URL',
  sealXref: 'BRAND_SEAL_XREF_URL',
  spindleNutXref: 'BRAND_SPINDLE_NUT_XREF_URL',
  findAssemblyVideo: 'BRAND_FIND_ASSEMBLY_VIDEO_URL',
  documents: 'BRAND_DOCUMENTS_URL',
} as const;
/** The suffix of a language's own setting: BRAND_NAME_FR_CA, BRAND_CONTACT_URL_ES. */
const brandSuffixes = { es: '_ES', 'fr-CA': '_FR_CA' } as const;
type BrandLanguageKey = `${
  | (typeof brandTexts)[keyof typeof brandTexts]
  | (typeof brandLinks)[keyof typeof brandLinks]}${(typeof brandSuffixes)[keyof typeof brandSuffixes]}`;
const brandLanguageSchema = z.object(
  Object.fromEntries(
    Object.values(brandSuffixes).flatMap((suffix) => [
      ...Object.values(brandTexts).map((k) => [k + suffix, z.string().min(1).optional()]),
      ...Object.values(brandLinks).map((k) => [k + suffix, url.optional()]),
    ]),
  ),
) as unknown as z.ZodType<Partial<Record<BrandLanguageKey, string>>>;

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /** Read replicas of DATABASE_URL: the catalog is read from them. */
    DATABASE_REPLICA_URLS: csv
      .pipe(
        z.array(
          z.string().regex(/^postgres(ql)?:\/\//, 'must be addresses starting with postgres:// or postgresql://'),
        ),
      )
      .default([]),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    WEB_API_KEY: z.string().min(8, 'must be at least 8 characters').default('public-web-key-0001'),
    API_KEYS: csv.default([]),
    /** Origins (scheme://host[:port]) whose pages may call the API from a browser. */
    CORS_ORIGINS: csv
      .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'must be origins such as https://parts.example.com')))
      .default([]),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /** The web build's module that renders a screen on the server; `off` for none. */
    WEB_RENDER: z.string().optional(),
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|loopback|\d+|[\d.:/a-fA-F, ]+)$/, 'must be true, false, loopback, a hop count or addresses')
      .default('false'),
    SEND_EMAIL_RATE_MAX: z.coerce.number().int().min(1).default(5),
    SEND_EMAIL_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
    SESSION_CREATE_RATE_MAX: z.coerce.number().int().min(1).default(30),
    SESSION_CREATE_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
    EMAIL_PER_RECIPIENT_DAY: z.coerce.number().int().min(1).default(3),
    EMAIL_RETRY_HOURS: z.coerce
      .number()
      .min(0.001)
      .max(24 * 30)
      .default(72),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    DATABASE_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) address such as https://parts.example.com' })
      .transform((u) => new URL(u).origin)
      .optional(),
  })
  .refine((c) => c.DATABASE_REPLICA_URLS.length === 0 || c.DATABASE_URL, {
    path: ['DATABASE_REPLICA_URLS'],
    message: 'needs DATABASE_URL, the PostgreSQL server they replicate',
  })
  .and(brandSchema)
  .and(brandLanguageSchema);

export type Config = z.infer<typeof schema>;

/** The address links in emails point to: PUBLIC_URL, else this machine on the configured port (the
 * embedded setup). Never taken from a request's Host or X-Forwarded-Host. */
export function publicOrigin(c: Config): string {
  return c.PUBLIC_URL ?? `http://localhost:${c.PORT}`;
}

/** Fastify's trustProxy from TRUST_PROXY: whose X-Forwarded-For is believed for the client address. */
export function trustProxyOf(value: string): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

export type { Brand };

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws a ConfigError that names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function brandOf(c: Config): Brand {
  return {
    name: c.BRAND_NAME,
    product: c.BRAND_PRODUCT,
    phone: c.BRAND_PHONE,
    currency: c.BRAND_CURRENCY,
    links: {
      contact: c.BRAND_CONTACT_URL,
      website: c.BRAND_WEBSITE_URL,
      literature: c.BRAND_LITERATURE_URL,
      training: c.BRAND_TRAINING_URL,
      privacy: c.BRAND_PRIVACY_URL,
      terms: c.BRAND_TERMS_URL,
      disclaimer: c.BRAND_DISCLAIMER_URL,
      warrantyPdf: c.BRAND_WARRANTY_PDF_URL,
      bearingXref: c.BRAND_BEARING_XREF_URL,
      sealXref: c.BRAND_SEAL_XREF_URL,
      spindleNutXref: c.BRAND_SPINDLE_NUT_XREF_URL,
      findAssemblyVideo: c.BRAND_FIND_ASSEMBLY_VIDEO_URL,
      documents: c.BRAND_DOCUMENTS_URL,
    },
    hiddenRebuildKitHubs: c.BRAND_HIDDEN_REBUILD_KIT_HUBS,
    languages: brandLanguagesOf(c),
  };
}

/** The settings each language sets for itself; a language that sets none is left out. */
function brandLanguagesOf(c: Config): Brand['languages'] {
  const out: NonNullable<Brand['languages']> = {};
  for (const [lang, suffix] of Object.entries(brandSuffixes) as [keyof typeof brandSuffixes, string][]) {
    const pick = (keys: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(keys)
          .map(([field, key]) => [field, c[(key + suffix) as BrandLanguageKey]])
          .filter(([, v]) => v !== undefined),
      );
    const texts = pick(brandTexts);
    const links = pick(brandLinks);
    if (Object.keys(texts).length || Object.keys(links).length)
      out[lang] = { ...texts, ...(Object.keys(links).length ? { links } : {}) };
  }
  return Object.keys(out).length ? out : undefined;
}
