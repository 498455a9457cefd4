import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { inTransaction } from '../catalog/bulk.js';
import { remakeKeysAndCards } from '../catalog/cards.js';

/** A small hub catalog for the route tests: four hubs over the codes the wizard branches on. */
export async function insertHubFixture(d: Database) {
  await d.rows(sql`insert into competitors values (1, 'Northwind'), (2, 'Acme'), (3, 'Brakeco')`);
  await d.rows(sql`insert into part_types (id, name) values (115, 'Complete Hub Assembly'), (219, 'PreSet/PreSet Plus Hub Rebuild Kit'),
    (226, 'PreSet Plus Spindle Nut Kit (D Flat)'), (227, 'PreSet Plus Spindle Nut Kit (Keyway)'), (220, 'Wheel Seal'), (101, 'Bearing Set')`);
  await d.rows(sql`insert into filter_categories values ('hub', 1, 'tcomp', 'Truck Type', 1), ('hub', 2, 'brkty', 'Brake Type', 2),
    ('hub', 4, 'aaxna', 'Axle', 4), ('hub', 12, 'gawrr', 'GAWR', 12), ('hub', 14, 'hcmty', 'Material', 14),
    ('hub', 23, 'wmslc', 'Wheel type', 23), ('hub', 24, 'hatyp', 'Hub type', 24), ('hub', 25, 'hanum', 'Hub', 25)`);
  await d.rows(sql`insert into filter_values (finder, code, id, name, sort, min_gawr_pound, max_gawr_pound, inch, aftermarket_axle, image_guid) values
    ('hub', 'tcomp', 1, 'Truck', 1, null, null, null, null, null), ('hub', 'tcomp', 2, 'Trailer', 2, null, null, null, null, null),
    ('hub', 'brkty', 1, 'Drum', 1, null, null, null, null, null), ('hub', 'brkty', 2, 'Disc', 2, null, null, null, null, null),
    ('hub', 'aaxna', 3, 'R', 2, null, null, null, 'Drive R', null), ('hub', 'aaxna', 4, 'TN', 1, null, null, null, 'Trailer TN', null),
    ('hub', 'gawrr', 1, '0-23000', 1, 0, 23000, null, null, null),
    ('hub', 'hcmty', 1, 'Iron', 1, null, null, null, null, null), ('hub', 'hcmty', 2, 'Aluminum', 2, null, null, null, null, 'img-alu'),
    ('hub', 'wmslc', 1, 'Standard', 1, null, null, null, null, null), ('hub', 'wmslc', 2, 'Long stud', 2, null, null, null, null, null),
    ('hub', 'hatyp', 1, 'PreSet', 1, null, null, null, null, null), ('hub', 'hatyp', 3, 'Conventional', 3, null, null, null, null, null)`);
  await d.rows(sql`insert into hub_assemblies (id, hub_assembly_number, title, aftermarket_description, description, status,
      is_aftermarket, image_guid, hub_rating_pound, gawr_note_text, gawr_note_links, material, axle, wheel_stud_standout_inch,
      seal_included, casting_number) values
    (1, '10031065', 'Drive hub', 'PreSet Plus Aluminum Drive Hub', 'Drive hub, aluminum', 'Active', true, 'g-1', 23000.4,
      'See {{link}}.', '["https://example.com/gawr.pdf"]', 'Aluminum', 'R', 1.25, true, '10031C'),
    (2, '10031066', 'Drive hub', 'Conventional Iron Drive Hub', 'Drive hub, iron', 'Active', false, null, 26000,
      null, '[]', 'Ductile Iron', 'R', 1.25, true, '10031C'),
    (3, '10082001', 'Trailer hub', 'PreSet Trailer Hub', 'Trailer hub', 'Terminated', true, null, 23000, null, '[]',
      'Aluminum', 'TN', 1.9, false, null),
    (4, '10082002', 'Trailer hub long stud', 'PreSet Trailer Hub', 'Trailer hub', 'Service Only', true, null, 23000, null, '[]',
      'Aluminum', 'TN', 2.5, false, null)`);
  await d.rows(sql`insert into images (guid, family, part_number, image_type_id) values
    ('g-1', 'hub', '10031065', 1), ('g-1b', 'hub', '10031065', 2)`);
  const f = (hub: number, code: string, id: number) => sql`('hub', ${hub}, ${code}, ${id})`;
  const rows = [
    f(1, 'tcomp', 1),
    f(1, 'brkty', 1),
    f(1, 'aaxna', 3),
    f(1, 'hcmty', 2),
    f(1, 'hatyp', 1),
    f(1, 'wmslc', 1),
    f(1, 'gawrr', 1),
    f(2, 'tcomp', 1),
    f(2, 'brkty', 1),
    f(2, 'aaxna', 3),
    f(2, 'hcmty', 1),
    f(2, 'hatyp', 3),
    f(2, 'wmslc', 1),
    f(2, 'gawrr', 1),
    f(3, 'tcomp', 2),
    f(3, 'brkty', 1),
    f(3, 'aaxna', 4),
    f(3, 'hcmty', 2),
    f(3, 'hatyp', 1),
    f(3, 'wmslc', 1),
    f(4, 'tcomp', 2),
    f(4, 'brkty', 1),
    f(4, 'aaxna', 4),
    f(4, 'hcmty', 2),
    f(4, 'hatyp', 1),
    f(4, 'wmslc', 2),
  ];
  await d.rows(sql`insert into item_filters values ${sql.join(rows, sql`, `)}`);
  await d.rows(sql`insert into hub_parts (hub_id, part_number, description, type_id, usage_id, ranking) values
    (1, '10020950', 'PreSet Plus Hub Rebuild Kit', 219, null, 1),
    (1, '10045001', 'PreSet Plus Spindle Nut Kit, D Flat', 226, null, 2),
    (1, '10045002', 'PreSet Plus Spindle Nut Kit, Keyway', 227, null, 3),
    (1, '10031066', 'Conventional replacement hub', 115, null, 4),
    (3, '10036001', 'Wheel seal', 220, null, 1)`);
  await d.rows(sql`insert into rebuild_kits values ('10020950', 'B-413', 'B-406', 'SS-1')`);
  await d.rows(sql`insert into interchanges values
    (1, 1, '10031065', '10031065', 115, '10031065'),
    (2, 2, 'AC-10031065', 'AC10031065', 115, '10031065'),
    (3, 3, '3600-AX', '3600AX', 115, '10082001'),
    (4, 2, 'AC-10036', 'AC10036', 220, '10036001'),
    (5, 2, 'AC-777', 'AC777', 115, '99999999')`);
  // What an import makes from these rows.
  await inTransaction(d, remakeKeysAndCards);
}
