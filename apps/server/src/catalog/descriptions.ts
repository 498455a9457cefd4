import type { Language } from '@wheelend/domain';

/** A catalog row's description in the reader's language: its `description_es` or `description_fr_ca`
 * column when the catalog gives one, else the English `description`. */
export function descriptionIn(
  row: { description: string; description_es?: string | null; description_fr_ca?: string | null },
  lang: Language,
): string {
  const own = lang === 'es' ? row.description_es : lang === 'fr-CA' ? row.description_fr_ca : null;
  return own || row.description;
}
