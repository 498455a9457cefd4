import { z } from 'zod';
import { MAX_LOOKUP_TEXT } from '../partNumber';

/** Longest text a lookup accepts. */
export const MAX_TEXT = MAX_LOOKUP_TEXT;

export const valueId = z.string().regex(/^\d{1,9}$/, 'must be a whole-number id');

/** A part or assembly number as typed: 1 to 40 characters. */
export const partText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_TEXT, `must be at most ${MAX_TEXT} characters`)
  .regex(/^[^\x00-\x1f\x7f]*$/, 'must not contain control characters');

/** The key the web app may pass in the query instead of the header. */
export const keyParam = { 'subscription-key': z.string().max(200).optional() };

export const noQuery = z.strictObject({ ...keyParam });
