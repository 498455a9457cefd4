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

/** A part's summary as the saved catalog keeps it: its type, a title and label/value pairs. */
export const savedSummary = z.object({
  Number: z.string(),
  PartTypeId: z.number().int(),
  Title: z.string(),
  Specs: z.array(z.tuple([z.string(), z.string()])),
});
export type SavedSummary = z.infer<typeof savedSummary>;

/** GET /offline/catalog: the number lookup in columns, one row per interchange, sorted by normalized
 * number: `Numbers[i]` as printed, `Competitor[i]` an index into `Competitors`, `PartType[i]` the part
 * type id, `Own[i]` an index into `Owns` (the provider's number it leads to). `Summaries` holds the
 * summary of each own number that has one, in `Owns` order. */
export const savedCatalogData = z.object({
  Version: z.number().int(),
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
