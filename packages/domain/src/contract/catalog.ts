import { z } from 'zod';
import { okOf } from './envelope';

/** GET /catalog: the catalog version being served and the row counts of its import. */
export const catalogInfo = okOf(
  z.object({
    Version: z.number().int(),
    ImportedAt: z.string(),
    Source: z.string(),
    Counts: z.record(z.string(), z.number().int()),
  }),
);
