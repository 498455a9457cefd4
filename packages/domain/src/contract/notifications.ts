import { z } from 'zod';
import { TARGET_OS } from '../notifications';
import { langParam } from './language';

/** A notification as the server sends it (spec 1, section 3); Message is sanitized HTML. */
export const notification = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Message: z.string(),
  Link: z.union([z.string(), z.array(z.string())]).nullable(),
  IsUpdateButton: z.boolean(),
  UpdateLink: z.string().nullable(),
  TargetOS: z.enum(TARGET_OS),
  /** '<2.1' matches versions below 2.1 (and a missing version); '2.0' matches exactly. */
  Version: z.string().nullable(),
  Sticky: z.boolean(),
  IsSilent: z.boolean(),
});

/** /aftermarketnotification?lang=es: Title and Message in that language where the notification has
 * them, else English; without lang, English. */
export const notificationsQuery = z.object({ ...langParam });

/** /aftermarketnotification: a bare array, as the original answers. */
export const notifications = z.array(notification);
