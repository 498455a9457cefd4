import { z } from 'zod';
import { envelopeOf } from './envelope';

/** One filter category: a bare array of these answers /{finder}/filtercategories/. */
export const filterCategory = z.object({ Id: z.number().int(), QueryParameterName: z.string() });
export const filterCategories = z.array(filterCategory);

/** A filter value (spec 2, section 3), with the hub questionnaire's extra fields. */
export const filterValue = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Inch: z.number().nullable(),
  Millimeter: z.number().nullable(),
  Inches: z.string().nullable(),
  DisplayRange: z.string().nullable(),
  MinGawrPound: z.number().nullable(),
  MaxGawrPound: z.number().nullable(),
  NominalDiameter: z.number().nullable(),
  WheelMaterial: z.string().nullable(),
  StudLengthClass: z.string().nullable(),
  AftermarketAxle: z.string().nullable(),
  AftermarketAxleId: z.number().int().nullable(),
  BearingDescriptionInboard: z.string().nullable(),
  BearingDescriptionOutboard: z.string().nullable(),
  ImageGuid: z.string().nullable(),
  ImageUrl: z.string().nullable(),
});
export type FilterValue = z.infer<typeof filterValue>;

/** A matching item named by its number (a result name asked without inclv). */
export const namedItem = z.looseObject({ Id: z.number().int(), Name: z.string() });
export type NamedItem = z.infer<typeof namedItem>;

export const filterValues = envelopeOf(filterValue);
/** The values of a drum or rotor dimension (and the drum's hole count) as plain numbers: [8.78, 8.72]. */
export const plainValues = envelopeOf(z.number());
export const namedItems = envelopeOf(namedItem);
