import { z } from 'zod';
import { okOf } from './envelope';

/** GET /offline/catalog/info: what the saved catalog would download: its catalog version, its
 * compressed size in bytes (gzip, as it is sent), its size unpacked (what a download's progress
 * counts) and how many numbers it holds. */
export const savedCatalogInfo = okOf(
  z.object({
    Version: z.number().int(),
    Bytes: z.number().int(),
    RawBytes: z.number().int(),
    Numbers: z.number().int(),
  }),
);
export type SavedCatalogInfo = z.infer<typeof savedCatalogInfo>['Results'][number];

/** The labels of a saved summary's specs, as codes: the app writes them in the reader's language.
 * `inches` are the ones whose value is a figure in inches. */
export const savedSpecLabels = [
  'hubType',
  'axlePosition',
  'axle',
  'material',
  'brakeType',
  'mounting',
  'brakeSize',
  'pilot',
  'studHoles',
  'rotorNumber',
  'outsideDiameter',
  'thickness',
  'boltHoles',
  'diameter',
  'thread',
  'type',
  'contains',
] as const;
export type SavedSpecLabel = (typeof savedSpecLabels)[number];
export const savedSpecInches: readonly SavedSpecLabel[] = ['brakeSize', 'pilot', 'outsideDiameter', 'thickness'];

/** The saved catalog's format; a saved copy of another format is downloaded again. */
export const SAVED_FORMAT = 2;

/** A part's summary as the saved catalog keeps it: its type, a title and label/value pairs. The
 * title is the catalog's, or with `Of` the type of a brake drum or rotor ('Cast', the app writes
 * 'Cast brake drum'); the values are the catalog's. */
export const savedSummary = z.object({
  Number: z.string(),
  PartTypeId: z.number().int(),
  Title: z.string(),
  Of: z.enum(['drum', 'rotor']).optional(),
  /** The title in Spanish or French where the catalog gives one (a kit's description). */
  Titles: z.object({ es: z.string(), 'fr-CA': z.string() }).partial().optional(),
  Specs: z.array(z.tuple([z.enum(savedSpecLabels), z.string()])),
});
export type SavedSummary = z.infer<typeof savedSummary>;

/** GET /offline/catalog: the number lookup in columns, one row per interchange, sorted by normalized
 * number: `Numbers[i]` as printed, `Competitor[i]` an index into `Competitors`, `PartType[i]` the part
 * type id, `Own[i]` an index into `Owns` (the provider's number it leads to). `Summaries` holds the
 * summary of each own number that has one, in `Owns` order. `Format` is `SAVED_FORMAT`. */
export const savedCatalogData = z.object({
  Version: z.number().int(),
  Format: z.literal(SAVED_FORMAT),
  Competitors: z.array(z.string()),
  PartTypes: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
  Owns: z.array(z.string()),
  Numbers: z.array(z.string()),
  Competitor: z.array(z.number().int()),
  PartType: z.array(z.number().int()),
  Own: z.array(z.number().int()),
  Summaries: z.array(savedSummary),
});
export type SavedCatalogData = z.infer<typeof savedCatalogData>;
export const savedCatalog = okOf(savedCatalogData);
