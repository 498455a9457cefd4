import { z } from 'zod';
import { envelopeOf } from './envelope';
import { partImage } from './images';

/** A competitor's (or our own) rotor number found by /brakerotor/interchanges/{text}. */
export const rotorSuggestion = z.object({
  CompetitorBrakeRotorId: z.number().int(),
  CompetitorId: z.number().int(),
  Competitor: z.string(),
  CompetitorBrakeRotorNumber: z.string(),
  BrakeRotorNumber: z.string(),
});

export const rotorComponent = z.object({
  PartNumber: z.string(),
  Description: z.string(),
  Quantity: z.number().int(),
});

/** A rotor as a result card (spec 2, section 3). */
export const rotorSummary = z.object({
  Id: z.number().int(),
  BrakeRotorNumber: z.string(),
  BrakeRotorType: z.string(),
  BrakeRotorKitNumber: z.string().nullable(),
  BrakeRotorComponents: z.array(rotorComponent),
  Status: z.string(),
  Discontinued: z.boolean(),
  CastingNumber: z.string().nullable(),
  Images: z.array(partImage),
  CompetitorBrakeRotorId: z.number().int().nullable(),
  Competitor: z.string().nullable(),
});

export const rotorDetail = rotorSummary.extend({
  OverallLength: z.number().nullable(),
  BrakeSurfaceOutsideDiameter: z.number().nullable(),
  Thickness: z.number().nullable(),
  PilotDiameter: z.number().nullable(),
  BoltCircle: z.number().nullable(),
  BoltSize: z.string().nullable(),
  BoltHoleNumber: z.number().int().nullable(),
});

export const rotorSuggestions = envelopeOf(rotorSuggestion);
export const rotorSummaries = envelopeOf(rotorSummary);
export const rotorDetails = envelopeOf(rotorDetail);
export type RotorSuggestion = z.infer<typeof rotorSuggestion>;
export type RotorSummary = z.infer<typeof rotorSummary>;
export type RotorDetail = z.infer<typeof rotorDetail>;
