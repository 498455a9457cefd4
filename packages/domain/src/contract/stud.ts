import { z } from 'zod';
import { envelopeOf } from './envelope';
import { partImage } from './images';

/** A stud as /stud/filtervalues/sdnum?inclv=1 answers it (spec 2, section 3). */
export const studSummary = z.object({
  Id: z.number().int(),
  StudNumber: z.string(),
  StudKind: z.number().int(),
  ChartDescription: z.string(),
  StyleDescription: z.string(),
  Diameter: z.string(),
  ThreadOrientation: z.string(),
  DimensionA: z.number().nullable(),
  DimensionB: z.number().nullable(),
  DimensionC: z.number().nullable(),
  DimensionD: z.number().nullable(),
  BaseStylesId: z.number().int(),
  Images: z.array(partImage),
});
export type StudSummary = z.infer<typeof studSummary>;

export const studSummaries = envelopeOf(studSummary);
