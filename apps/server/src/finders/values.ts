import type { FilterValue } from '@wheelend/domain/contract';
import type { SqlRow } from '../db/rows.js';
import type { filterValues } from '../db/schema/catalog.js';
import { imageUrl } from '../http/images.js';

/** A filter_values row as read. */
export type ValueRow = Omit<SqlRow<typeof filterValues>, 'finder' | 'code' | 'sort'>;

export const valueColumns = `id, name, inch, millimeter, inches, display_range, min_gawr_pound, max_gawr_pound,
  nominal_diameter, wheel_material, stud_length_class, aftermarket_axle, aftermarket_axle_id,
  bearing_description_inboard, bearing_description_outboard, image_guid`;

const num = (v: string | number | null) => (v == null ? null : Number(v));

/** A filter value as the filter-values call answers it (spec 2, section 3). */
export function valueOf(r: ValueRow): FilterValue {
  return {
    Id: r.id,
    Name: r.name,
    Inch: num(r.inch),
    Millimeter: num(r.millimeter),
    Inches: r.inches,
    DisplayRange: r.display_range,
    MinGawrPound: r.min_gawr_pound,
    MaxGawrPound: r.max_gawr_pound,
    NominalDiameter: num(r.nominal_diameter),
    WheelMaterial: r.wheel_material,
    StudLengthClass: r.stud_length_class,
    AftermarketAxle: r.aftermarket_axle,
    AftermarketAxleId: r.aftermarket_axle_id,
    BearingDescriptionInboard: r.bearing_description_inboard,
    BearingDescriptionOutboard: r.bearing_description_outboard,
    ImageGuid: r.image_guid,
    ImageUrl: imageUrl(r.image_guid),
  };
}
