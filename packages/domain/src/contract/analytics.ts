import { z } from 'zod';
import { okOf } from './envelope';

/** POST /analytics/events: how many events were stored (202). */
export const eventsStored = okOf(z.object({ Stored: z.number().int() }));
