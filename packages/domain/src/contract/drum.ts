import { z } from 'zod';
import { envelopeOf, listOf } from './envelope';
import { partImage } from './images';

/** A competitor's (or our own) drum number found by /brakedrum/interchanges/{text}: BrakeDrumNumber is
 * that number as its maker writes it (as the original clients show it), AftermarketBrakeDrumNumber our
 * equivalent. */
export const drumSuggestion = z.object({
  CompetitorDrumNumberId: z.number().int(),
  CompetitorId: z.number().int(),
  Competitor: z.string(),
  CompetitorDrumNumber: z.string(),
  BrakeDrumNumber: z.string(),
  AftermarketBrakeDrumNumber: z.string(),
});

/** A drum as a result card (spec 2, section 3). CompetitorDrumNumberId and Competitor name the
 * competitor number it was found by, when it was. Notes are sentences that read apart when joined. */
export const drumSummary = z.object({
  Id: z.number().int(),
  BrakeDrumNumber: z.string(),
  BrakeType: z.string(),
  BrakeDrumType: z.string(),
  Status: z.string(),
  Notes: z.array(z.string()),
  WeightPound: z.number().nullable(),
  IsBsnCompatible: z.boolean(),
  Images: z.array(partImage),
  CompetitorDrumNumberId: z.number().int().nullable(),
  Competitor: z.string().nullable(),
});

export const drumInterchange = z.object({
  BrakeDrumNumber: z.string(),
  Type: z.string(),
  IsBsnCompatible: z.boolean(),
  WeightPound: z.number().nullable(),
  IsBestMatch: z.boolean(),
});

export const drumDetail = drumSummary.extend({
  BrakeSizeDiameterInch: z.number().nullable(),
  BrakeSizeWidthInch: z.number().nullable(),
  PilotDiameterInch: z.number().nullable(),
  DepthInch: z.number().nullable(),
  DrumSurfaceWidthInch: z.number().nullable(),
  ThicknessInch: z.number().nullable(),
  BoltCircleDiameterInch: z.number().nullable(),
  BoltHoleDiameterInch: z.number().nullable(),
  WheelStudHoleCount: z.number().int().nullable(),
  Interchanges: z.array(drumInterchange),
});

export const drumSuggestions = envelopeOf(drumSuggestion);
export const drumSummaries = envelopeOf(drumSummary);
/** Details finding nothing still carry `Results: []`. */
export const drumDetails = listOf(drumDetail);
export type DrumSuggestion = z.infer<typeof drumSuggestion>;
export type DrumSummary = z.infer<typeof drumSummary>;
export type DrumDetail = z.infer<typeof drumDetail>;
