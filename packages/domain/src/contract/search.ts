import { z } from 'zod';
import { envelopeOf } from './envelope';
import { MAX_TEXT } from './fields';

/** One suggestion of the home search (/partnumbers/withaftermarketnumbers/{text}). PartNumber is the
 * provider's own equivalent number; IsOwn tells that the number typed is that one. */
export const partSuggestion = z.object({
  CompetitorInterchangesId: z.number().int(),
  CompetitorId: z.number().int(),
  CompetitorName: z.string(),
  CompetitorPartNumber: z.string(),
  PartTypeId: z.number().int(),
  PartNumber: z.string(),
  IsOwn: z.boolean(),
});
export type PartSuggestion = z.infer<typeof partSuggestion>;
export const partSuggestions = envelopeOf(partSuggestion);

/** /hubassemblynumbers/withaftermarkethubassemblies/{text}: a hub number (the provider's or a
 * competitor's) and the provider's hub it leads to. */
export const assemblySuggestion = z.object({
  CompetitorHubAssemblyNumberId: z.number().int(),
  Competitor: z.string(),
  HubAssemblyNumber: z.string(),
  AftermarketHubAssemblyNumber: z.string(),
});
export type AssemblySuggestion = z.infer<typeof assemblySuggestion>;
export const assemblySuggestions = envelopeOf(assemblySuggestion);

/** /hubassemblynumbers/withaftermarketparts/{text}: plain assembly numbers. */
export const assemblyNumbers = envelopeOf(z.string());

/** /kits/CompetitorPartNumberDetails/{number}: the provider's own equivalents of a part number. */
export const competitorPart = partSuggestion.omit({ IsOwn: true });
export type CompetitorPart = z.infer<typeof competitorPart>;
export const competitorParts = envelopeOf(competitorPart);

const typed = z.string().trim().min(1, 'must not be empty').max(MAX_TEXT, `must be at most ${MAX_TEXT} characters`);
/** The lookups' path parameter: the text typed so far. */
export const textParam = z.object({ text: typed });
/** /kits/CompetitorPartNumberDetails/{number}: the number chosen. */
export const numberParam = z.object({ number: typed });
