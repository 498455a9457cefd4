import { z } from 'zod';
import { envelopeOf, listOf } from './envelope';
import { partImage } from './images';

/** A competitor's (or our own) rotor number found by /brakerotor/interchanges/{text}: BrakeRotorNumber is
 * that number as its maker writes it (as the original clients show it), AftermarketBrakeRotorNumber our
 * equivalent. */
export const rotorSuggestion = z.object({
  CompetitorBrakeRotorId: z.number().int(),
  CompetitorId: z.number().int(),
  Competitor: z.string(),
  CompetitorBrakeRotorNumber: z.string(),
  BrakeRotorNumber: z.string(),
  AftermarketBrakeRotorNumber: z.string(),
});

export const rotorComponent = z.object({
  PartNumber: z.string(),
  Description: z.string(),
  Quantity: z.number().int(),
});

/** A rotor as a result card (spec 2, section 3). BrakeRotorComponents is the kit's parts as one line of
 * text, which the original clients put straight into the page; Components (ours) lists them. */
export const rotorSummary = z.object({
  Id: z.number().int(),
  BrakeRotorNumber: z.string(),
  BrakeRotorType: z.string(),
  BrakeRotorKitNumber: z.string().nullable(),
  BrakeRotorComponents: z.string(),
  Components: z.array(rotorComponent),
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
/** Details finding nothing still carry `Results: []`. */
export const rotorDetails = listOf(rotorDetail);
export type RotorSuggestion = z.infer<typeof rotorSuggestion>;
export type RotorSummary = z.infer<typeof rotorSummary>;
export type RotorDetail = z.infer<typeof rotorDetail>;
