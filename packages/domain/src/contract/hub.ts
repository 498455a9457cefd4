import { z } from 'zod';
import { envelopeOf, listOf, okOf, zeroResults } from './envelope';
import { keyParam, MAX_TEXT, partText, valueId } from './fields';
import { partImage } from './images';
import { langParam } from './language';

/** A note under the GAWR value; each {{link}} in Text is the document named at that position of Links
 * (a file name the client appends to the documents path). Links is null when there are none, as the
 * original clients expect. */
export const gawrNote = z.object({ Text: z.string(), Links: z.array(z.string()).nullable() });
export type GawrNote = z.infer<typeof gawrNote>;

/** What names a hub and its status, the same in summaries and details. */
const hubIdentity = {
  Id: z.number().int(),
  Name: z.string(),
  HubAssemblyNumber: z.string(),
  PartNumber: z.string(),
  Title: z.string(),
  AftermarketDescription: z.string(),
  Description: z.string(),
  PartTypeId: z.number().int(),
  Status: z.string(),
  PartStatus: z.string(),
  IsAftermarket: z.boolean(),
  IsAftermarketAssembly: z.boolean(),
  ImageUrl: z.string().nullable(),
  ImageGuid: z.string().nullable(),
  Images: z.array(partImage),
  GawrNote: gawrNote,
  Material: z.string().nullable(),
  AxlePosition: z.string().nullable(),
  Axle: z.string().nullable(),
  HubAssemblyType: z.string().nullable(),
  BrakeType: z.string().nullable(),
};

/** A hub as a result card: /hubassembly/filtervalues/hanum?inclv=1 and /hubassembliessummaries. The
 * filter ids a card reads (assembly type, material, wheel type, axle) come with it. */
export const hubSummary = z.object({
  ...hubIdentity,
  hatyp: z.number().int().nullable(),
  hcmty: z.number().int().nullable(),
  wmslc: z.number().int().nullable(),
  aaxna: z.number().int().nullable(),
});
export type HubSummary = z.infer<typeof hubSummary>;

const inch = z.number().nullable();
const text = z.string().nullable();
const flag = z.boolean().nullable();

/** A hub's details (/hubassemblydetails/{ids}), with the spec's specs. */
export const hubDetail = z.object({
  ...hubIdentity,
  BearingNumberInboard: text,
  BearingNumberOutboard: text,
  BearingNumbersType: text,
  HubMountingSystem: text,
  WheelStudStandoutInch: inch,
  WheelMaterial: text,
  FlangeOffsetInch: inch,
  WeightPound: inch,
  ABSRingIncluded: flag,
  HubRatingPound: inch,
  WheelStudBoltCircleDiameterInch: inch,
  AbsRingNumber: text,
  WheelStudThread: text,
  BearingConesIncluded: flag,
  SealIncluded: flag,
  FillHole: flag,
  AbsOffsetInch: inch,
  AxleStudThread: text,
  SmallBackface: flag,
  BrakeRotorDepth: inch,
  BrakeRotorOffset: inch,
  BrakeRotorThickness: inch,
  BrakeRotorType: text,
  BrakeDrumPilotDiameter: inch,
  BarrelLength: inch,
  ConventionalHubNumber: text,
  CastingNumber: text,
  MachiningNumber: text,
});
export type HubDetail = z.infer<typeof hubDetail>;

export const hubSummaries = envelopeOf(hubSummary);
/** The matching hubs asked without inclv (/hubassembly/filtervalues/hanum?{pairs}): the same cards, in
 * English. The original clients' questionnaire results page asks that way and draws each hub from it
 * (AftermarketDescription, PartStatus, IsAftermarket, Images, GawrNote). */
export const hubNames = hubSummaries;

/** /hubassemblydetails/{ids}: with exactly two hubs, the names of the properties that differ. */
export const hubDetails = z.union([
  okOf(hubDetail).extend({ differentProperties: z.array(z.string()).optional() }),
  zeroResults,
]);
export type HubDetails = z.infer<typeof hubDetails>;
/** A matching hub (hanum with inclv=1) or a hub's details: what cards and pages read of both. */
export type Hub = HubSummary | HubDetail;

export const aftermarketPart = z.object({
  PartNumber: z.string(),
  Description: z.string(),
  TypeId: z.number().int(),
  UsageId: z.number().int().nullable(),
  Ranking: z.number().int().nullable(),
});
export type AftermarketPart = z.infer<typeof aftermarketPart>;

/** One hub's aftermarket parts (/aftermarketparts?hanum=…), one item per hub asked for. */
export const hubParts = z.object({
  HubAssemblyDescription: z.string(),
  HubAssemblyNumber: z.string(),
  Status: z.string(),
  IsAftermarket: z.boolean(),
  AftermarketParts: z.array(aftermarketPart),
});
export type HubParts = z.infer<typeof hubParts>;
export const hubPartsAnswer = envelopeOf(hubParts);

export const rebuildKit = z.object({
  PreSetPreSetPlusHubRebuildKitNumber: z.string(),
  BearingSetNumberInboard: z.string().nullable(),
  BearingSetNumberOutboard: z.string().nullable(),
  SealAndSpacerKitNumber: z.string().nullable(),
});
export type RebuildKit = z.infer<typeof rebuildKit>;
/** A kit without details still carries `Results: []`: the original clients' hub components page reads
 * its length whatever the Status. */
export const rebuildKits = listOf(rebuildKit);

/** /aftermarkethubassemblyfilters: one object mapping each filter code (hanum included) to its value
 * id; nothing found has no Results key. */
export const hubFilterSet = z.record(z.string(), z.number().int());
export type HubFilterSet = z.infer<typeof hubFilterSet>;
export const hubFilterSetAnswer = z.union([z.object({ Status: z.literal('OK'), Results: hubFilterSet }), zeroResults]);
export type HubFilterSetAnswer = z.infer<typeof hubFilterSetAnswer>;

/** Hub lookups by interchange (chaid or ciid) or casting number (hcnum): exactly one of them. */
export const interchangeQuery = z
  .strictObject({
    chaid: valueId.optional(),
    ciid: valueId.optional(),
    hcnum: partText.optional(),
    ...keyParam,
    ...langParam,
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

/** /aftermarketparts: the parts of the hubs named, optionally of some part types only. */
export const partsQuery = z.strictObject({
  hanum: hanumList,
  party: partiesParam.optional(),
  ...keyParam,
  ...langParam,
});

/** /hubassemblydetails/{ids}?lang=: the descriptions in the reader's language. */
export const detailsQuery = z.object({ ...langParam });

/** /hubassemblydetails/{ids}: one to ten hub ids or numbers joined by commas. */
export const idsParam = z.object({
  ids: z
    .string()
    .max(10 * (MAX_TEXT + 1), 'too long')
    .transform((s) => s.split(',').map((t) => t.trim()))
    .pipe(z.array(partText).min(1).max(10, 'at most 10 hubs at once')),
});
