import { z } from 'zod';

/** The original API's usual answer: Status OK with Results, or ZERO_RESULTS with no Results key. */
export const okOf = <T extends z.ZodType>(item: T) => z.object({ Status: z.literal('OK'), Results: z.array(item) });
export const zeroResults = z.object({ Status: z.literal('ZERO_RESULTS') });
export const envelopeOf = <T extends z.ZodType>(item: T) => z.union([okOf(item), zeroResults]);
/** An answer whose ZERO_RESULTS still carries `Results: []` (part details: the original clients read
 * `Results.length` whatever the Status). */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.union([okOf(item), zeroResults.extend({ Results: z.array(item).max(0) })]);

/** Every error: the right 4xx or 5xx with this body. */
export const errorAnswer = z.object({
  Status: z.literal('ERROR'),
  Error: z.object({ Code: z.string(), Message: z.string() }),
});

/** What envelopeOf(item) accepts, for an item of type T. */
export type Envelope<T> = z.infer<ReturnType<typeof envelopeOf<z.ZodType<T>>>>;
