import { z } from 'zod';
import { envelopeOf } from './envelope';
import { aftermarketPart } from './hub';

/** The parts page's answer (spec 2, section 3, 'Hub assembly result'). */
export const hubPartsList = z.object({
  hubId: z.number().int(),
  HubAssemblyNumber: z.string(),
  HubAssemblyDescription: z.string(),
  AftermarketParts: z.array(aftermarketPart),
});

export const hubPartsListAnswer = envelopeOf(hubPartsList);
export type HubPartsList = z.infer<typeof hubPartsList>;
