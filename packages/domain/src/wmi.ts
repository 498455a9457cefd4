/**
 * World manufacturer identifiers (VIN positions 1–3) of the heavy-truck, truck-chassis and trailer
 * makers the hub finder's truck-make question names. Source: the WMIs these makers registered with
 * NHTSA under 49 CFR 565 (NHTSA's Product Information Catalog, vPIC, lists them per manufacturer);
 * a WMI not listed here is 'not recognised' rather than guessed. `make` is the truck-make value's
 * name in the catalog; `from`/`to` bound the model years a WMI meant that make.
 */
export type WmiEntry = { wmi: string; make: string; from?: number; to?: number };

export const wmiTable: readonly WmiEntry[] = [
  { wmi: '1FU', make: 'Freightliner' },
  { wmi: '1FV', make: 'Freightliner' },
  { wmi: '2FU', make: 'Freightliner' },
  { wmi: '2FV', make: 'Freightliner' },
  { wmi: '3AK', make: 'Freightliner' },
  { wmi: '3AL', make: 'Freightliner' },
  { wmi: '4UZ', make: 'Freightliner Custom Chassis' },
  { wmi: '1XK', make: 'Kenworth' },
  { wmi: '1NK', make: 'Kenworth' },
  { wmi: '2XK', make: 'Kenworth' },
  { wmi: '2NK', make: 'Kenworth' },
  { wmi: '3WK', make: 'Kenworth' },
  { wmi: '1XP', make: 'Peterbilt' },
  { wmi: '1NP', make: 'Peterbilt' },
  { wmi: '2XP', make: 'Peterbilt' },
  { wmi: '2NP', make: 'Peterbilt' },
  { wmi: '4V1', make: 'Volvo' },
  { wmi: '4V2', make: 'Volvo' },
  { wmi: '4V4', make: 'Volvo' },
  { wmi: '4V5', make: 'Volvo' },
  { wmi: '4VG', make: 'Volvo' },
  { wmi: '1M1', make: 'Mack' },
  { wmi: '1M2', make: 'Mack' },
  { wmi: '1M3', make: 'Mack' },
  { wmi: '1M4', make: 'Mack' },
  { wmi: '1HT', make: 'International' },
  { wmi: '1HS', make: 'International' },
  { wmi: '3HS', make: 'International' },
  { wmi: '3HA', make: 'International' },
  { wmi: '2WK', make: 'Western Star' },
  { wmi: '2WL', make: 'Western Star' },
  { wmi: '5KJ', make: 'Western Star' },
  { wmi: '2FZ', make: 'Sterling', from: 1998, to: 2010 },
  { wmi: '10T', make: 'Oshkosh' },
  { wmi: '4P1', make: 'Pierce' },
  { wmi: '1CY', make: 'Crane Carrier' },
  { wmi: '1T7', make: 'Thomas Built' },
  { wmi: '1GR', make: 'Great Dane' },
  { wmi: '1UY', make: 'Utility' },
  { wmi: '1JJ', make: 'Wabash National' },
  { wmi: '3H3', make: 'Hyundai Translead' },
  { wmi: '527', make: 'Vanguard National' },
  { wmi: '1DW', make: 'Stoughton' },
];

/** The make of a WMI in a model year, or undefined when the table does not know it. */
export function makeOfWmi(wmi: string, year?: number): string | undefined {
  const code = wmi.toUpperCase();
  const entry = wmiTable.find(
    (e) => e.wmi === code && (year == null || ((e.from ?? 0) <= year && year <= (e.to ?? Infinity))),
  );
  return entry?.make;
}
