/** The languages the app speaks; `en` holds the spec's texts. */
export const languages = ['en', 'es', 'fr-CA'] as const;
export type Language = (typeof languages)[number];

/** Generated from `en` at build time (accented, a third longer); reached only through `?lang=en-XA`. */
export const pseudoLanguage = 'en-XA';
export type Locale = Language | typeof pseudoLanguage;

/** The language a text is written in for a reader of `locale`: the pseudo-locale's is English (an
 * email sent from it, say). */
export const languageOf = (locale: Locale): Language => (locale === pseudoLanguage ? 'en' : locale);

/** `?lang=` (`&lang=` after another parameter) that an API call carries for the catalog's descriptions
 * in the reader's language; none for English (and the pseudo-locale, written in English). */
export const langQuery = (lang: string, first: boolean) =>
  lang === 'es' || lang === 'fr-CA' ? `${first ? '?' : '&'}lang=${encodeURIComponent(lang)}` : '';

/** Each language's own name, as the switch shows it. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español', 'fr-CA': 'Français' };

/** The catalog areas: one folder of messages each under packages/domain/messages. */
export const areas = [
  'common',
  'home',
  'hub',
  'parts',
  'drum',
  'rotor',
  'stud',
  'casting',
  'calculator',
  'info',
  'notifications',
  'offline',
  'scan',
  'email',
  'print',
  'otherKind',
  'words',
] as const;
export type Area = (typeof areas)[number];

/** One tag to a language we speak: `es-MX` is `es`, any French is `fr-CA`; undefined for others. */
export function matchLanguage(tag: string): Language | undefined {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'es') return 'es';
  if (base === 'fr') return 'fr-CA';
  if (base === 'en') return 'en';
  return undefined;
}

/** The first of the accepted tags (`navigator.languages`, Accept-Language in order) that we speak; else `en`. */
export function pickLanguage(accepted: readonly string[]): Language {
  for (const tag of accepted) {
    const lang = matchLanguage(tag);
    if (lang) return lang;
  }
  return 'en';
}

/** A `?lang=` value: one of our languages (any case) or the pseudo-locale; undefined otherwise. */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  if (value.toLowerCase() === pseudoLanguage.toLowerCase()) return pseudoLanguage;
  return languages.find((l) => l.toLowerCase() === value.toLowerCase());
}

/** The language a visit starts in: the address's `?lang=` (ours, or a tag of the same language), else
 * the choice remembered on the device (never the pseudo-locale), else the browser's languages. */
export function visitLocale(
  fromAddress: string | null | undefined,
  remembered: string | null | undefined,
  accepted: readonly string[],
): Locale {
  // A shared link says `lang=fr` or `lang=es-MX` as often as `lang=fr-CA`.
  const asked = parseLocale(fromAddress) ?? (fromAddress ? matchLanguage(fromAddress) : undefined);
  if (asked) return asked;
  const kept = parseLocale(remembered);
  if (kept && kept !== pseudoLanguage) return kept;
  return pickLanguage(accepted);
}

/** The Accept-Language header's tags, best first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((t) => t.tag);
}
