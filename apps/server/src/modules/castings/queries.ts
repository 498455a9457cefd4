import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@wheelend/domain';
import type { CastingResult } from '@wheelend/domain/contract';
import type { Database } from '../../db/client.js';
import { idsIn, noIds } from '../../finders/parts.js';
import { oneStatement } from '../../db/replicas.js';
import { descriptionIn } from '../../catalog/descriptions.js';

type Row = {
  id: number;
  number: string;
  description: string;
  status: string;
  is_aftermarket: boolean;
  is_trailer: boolean;
  casting_number: string | null;
  casting_description: string | null;
  casting_description_es: string | null;
  casting_description_fr_ca: string | null;
  casting_image_guid: string | null;
  image_guid: string | null;
};

/** Whether a casting finder's item carries the Trailer truck type (and not the Truck one). */
const trailerOf = (finder: string) => sql`(
  exists (select 1 from item_filters f join filter_values v on v.finder = f.finder and v.code = f.code and v.id = f.value_id
    where f.finder = ${finder} and f.code = 'trtyp' and f.item_id = p.id and v.name = 'Trailer')
  and not exists (select 1 from item_filters f join filter_values v on v.finder = f.finder and v.code = f.code and v.id = f.value_id
    where f.finder = ${finder} and f.code = 'trtyp' and f.item_id = p.id and v.name <> 'Trailer'))`;

const parts: Record<'hub' | 'rotor' | 'drum', SQL> = {
  hub: sql`select p.id, p.hub_assembly_number as number, p.description, p.status, p.is_aftermarket,
      p.axle_position = 'Trailer' as is_trailer, p.casting_number, p.image_guid
    from hub_assemblies p`,
  rotor: sql`select p.id, p.brake_rotor_number as number, p.brake_rotor_type || ' rotor' as description, p.status,
      true as is_aftermarket, ${trailerOf('rotorcasting')} as is_trailer, p.casting_number, p.image_guid
    from brake_rotors p`,
  drum: sql`select p.id, p.brake_drum_number as number, p.brake_drum_type || ' drum, ' || p.brake_type as description,
      p.status, true as is_aftermarket, ${trailerOf('drumcasting')} as is_trailer, p.casting_number, p.image_guid
    from brake_drums p`,
};

/** The parts of one casting kind by id (or the subquery of them), with their casting's description (in
 * `lang` where the catalog has it), in number order: one statement, a casting finder's only catalog
 * read (oneStatement). */
export function castingResults(kind: 'hub' | 'rotor' | 'drum') {
  return async (database: Database, ids: number[] | SQL, lang: Language = 'en'): Promise<CastingResult[]> => {
    if (noIds(ids)) return [];
    const rows = await oneStatement(() =>
      database.rows<Row>(sql`
      select p.*, c.description as casting_description, c.description_es as casting_description_es,
        c.description_fr_ca as casting_description_fr_ca, c.image_guid as casting_image_guid
      from (${parts[kind]}) p
      left join castings c on c.kind = ${kind} and c.casting_number = p.casting_number
      where p.id in (${idsIn(ids)})
      order by p.number, p.id`),
    );
    return rows.map((r) => ({
      Id: r.id,
      PartNumber: r.number,
      Description: r.description,
      Status: r.status,
      IsAftermarket: r.is_aftermarket,
      IsTrailer: r.is_trailer === true,
      CastingNumber: r.casting_number,
      CastingDescription:
        r.casting_description === null
          ? null
          : descriptionIn(
              {
                description: r.casting_description,
                description_es: r.casting_description_es,
                description_fr_ca: r.casting_description_fr_ca,
              },
              lang,
            ),
      CastingImageGuid: r.casting_image_guid,
      ImageGuid: r.image_guid,
    }));
  };
}
