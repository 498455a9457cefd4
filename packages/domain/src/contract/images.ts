import { z } from 'zod';

/** A part drawing: ImageTypeId 1 is the main image. */
export const partImage = z.object({ ImageUrl: z.string(), ImageGuid: z.string(), ImageTypeId: z.number().int() });
export type PartImage = z.infer<typeof partImage>;
