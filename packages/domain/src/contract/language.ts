import { z } from 'zod';
import { pickLanguage } from '../i18n/languages';

/** `?lang=`: the reader's language for the texts an answer carries (a notification's, a catalog
 * description). Any tag is taken (`es-MX` is `es`, any French is `fr-CA`); none or another is English. */
export const langParam = {
  lang: z
    .string()
    .max(35)
    .optional()
    .transform((v) => pickLanguage(v ? [v] : [])),
};
