import { z } from 'zod';
import { okOf } from './envelope';

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters');

const pageView = z
  .object({
    Kind: z.literal('page_view'),
    Route: text(300).regex(/^\//, 'must start with /'),
  })
  .strict();

const search = z
  .object({
    Kind: z.literal('unified_search'),
    Competitor: text(100).nullable().optional(),
    PartNumber: text(60),
    Found: z.boolean().nullable().optional(),
  })
  .strict();

/** One page view or search of the web app. */
export const analyticsEvent = z.discriminatedUnion('Kind', [pageView, search]);
export type AnalyticsEvent = z.input<typeof analyticsEvent>;

/** POST /analytics/events: a batch of 1 to 50 events. */
export const eventsBody = z.object({ Events: z.array(analyticsEvent).min(1).max(50) }).strict();

/** POST /analytics/events: how many events were stored (202). */
export const eventsStored = okOf(z.object({ Stored: z.number().int() }));
