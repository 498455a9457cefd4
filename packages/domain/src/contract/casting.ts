import { z } from 'zod';
import { envelopeOf } from './envelope';

/** A part found by its casting number (a hub, rotor or drum), as the casting finders list it. */
export const castingResult = z.object({
  Id: z.number().int(),
  PartNumber: z.string(),
  Description: z.string(),
  Status: z.string(),
  IsAftermarket: z.boolean(),
  IsTrailer: z.boolean(),
  CastingNumber: z.string().nullable(),
  CastingDescription: z.string().nullable(),
  /** The drawing of the rough casting with its number where it is cast. */
  CastingImageGuid: z.string().nullable(),
  ImageGuid: z.string().nullable(),
});
export type CastingResult = z.infer<typeof castingResult>;

export const castingResults = envelopeOf(castingResult);
