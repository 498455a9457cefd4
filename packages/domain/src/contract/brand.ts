import { z } from 'zod';
import { currencies } from '../i18n/format';

/** The brand settings the server writes into index.html for the web app (spec's {brand}, {product},
 * {phone}, the currency and every outside link). */
export const brand = z.object({
  name: z.string(),
  product: z.string(),
  phone: z.string(),
  /** The calculators' currency, whatever the reader's language. */
  currency: z.enum(currencies),
  links: z.object({
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
  }),
  hiddenRebuildKitHubs: z.array(z.string()),
});
export type Brand = z.infer<typeof brand>;
