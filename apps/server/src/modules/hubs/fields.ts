import { z } from 'zod';
import { hubValueNames } from '@wheelend/domain/hubFilters';
import { keyParam, MAX_TEXT, partText, valueId } from '../../http/fields.js';

export { MAX_TEXT, noQuery, partText, valueId } from '../../http/fields.js';

export const filterName = z.enum(hubValueNames, {
  error: () => `unknown filter code; expected one of ${hubValueNames.join(', ')}`,
});

/** filtervalues query: any hub filter code with a value id, plus inclv. Unknown keys are refused. */
export const filterQuery = z.strictObject({
  ...(Object.fromEntries(hubValueNames.map((c) => [c, valueId.optional()])) as Record<
    (typeof hubValueNames)[number],
    z.ZodOptional<typeof valueId>
  >),
  inclv: z.enum(['0', '1', '2'], { error: () => 'must be 0, 1 or 2' }).optional(),
  ...keyParam,
});

export const interchangeQuery = z
  .strictObject({
    chaid: valueId.optional(),
    ciid: valueId.optional(),
    hcnum: partText.optional(),
    ...keyParam,
  })
  .refine((q) => [q.chaid, q.ciid, q.hcnum].filter((v) => v != null).length === 1, {
    message: 'give exactly one of chaid, ciid or hcnum',
  });

export const partiesParam = z
  .string()
  .regex(/^\d{1,5}(,\d{1,5}){0,9}$/, 'must be part type ids separated by commas, such as 226,227')
  .transform((s) => s.split(',').map(Number));

/** One or more hub numbers (or ids) joined by commas: the results screen asks for all its hubs at once. */
export const hanumList = z
  .string()
  .max(50 * (MAX_TEXT + 1), 'too long')
  .transform((s) => s.split(','))
  .pipe(z.array(partText).min(1).max(50, 'at most 50 hubs at once'));

export const partsQuery = z.strictObject({ hanum: hanumList, party: partiesParam.optional(), ...keyParam });

/** One to ten hub ids or numbers joined by commas. */
export const idsParam = z.object({
  ids: z
    .string()
    .max(10 * (MAX_TEXT + 1), 'too long')
    .transform((s) => s.split(',').map((t) => t.trim()))
    .pipe(z.array(partText).min(1).max(10, 'at most 10 hubs at once')),
});
