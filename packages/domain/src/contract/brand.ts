import { z } from 'zod';
import { currencies } from '../i18n/format';

const links = z.object({
  contact: z.string(),
  website: z.string(),
  literature: z.string(),
  training: z.string(),
  privacy: z.string(),
  terms: z.string(),
  disclaimer: z.string(),
  warrantyPdf: z.string(),
  bearingXref: z.string(),
  sealXref: z.string(),
  spindleNutXref: z.string(),
  findAssemblyVideo: z.string(),
  documents: z.string(),
});

/** The texts and links a language sets for itself (BRAND_NAME_FR_CA, BRAND_CONTACT_URL_ES…); the
 * others are the plain settings. */
export const brandLanguage = z.object({
  name: z.string().optional(),
  product: z.string().optional(),
  phone: z.string().optional(),
  links: links.partial().optional(),
});

/** The brand settings the server writes into index.html for the web app (spec's {brand}, {product},
 * {phone}, the currency and every outside link). */
export const brand = z.object({
  name: z.string(),
  product: z.string(),
  phone: z.string(),
  /** The calculators' currency, whatever the reader's language. */
  currency: z.enum(currencies),
  links,
  hiddenRebuildKitHubs: z.array(z.string()),
  languages: z.partialRecord(z.enum(['es', 'fr-CA']), brandLanguage).optional(),
});
export type Brand = z.infer<typeof brand>;
