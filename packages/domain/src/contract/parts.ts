import { z } from 'zod';
import { envelopeOf } from './envelope';
import { aftermarketPart } from './hub';

/** The parts page's answer (spec 2, section 3, 'Hub assembly result'). */
export const hubParts = z.object({
  hubId: z.number().int(),
  HubAssemblyNumber: z.string(),
  HubAssemblyDescription: z.string(),
  AftermarketParts: z.array(aftermarketPart),
});

export const hubPartsAnswer = envelopeOf(hubParts);
export type HubParts = z.infer<typeof hubParts>;
