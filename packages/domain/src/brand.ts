import type { Brand } from './contract/brand';
import type { Locale } from './i18n/languages';

/** The brand as a reader of `lang` sees it: the language's own settings over the plain ones. */
export function brandIn(b: Brand, lang: Locale): Brand {
  const own = lang === 'es' || lang === 'fr-CA' ? b.languages?.[lang] : undefined;
  if (!own) return b;
  const set = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
  const { links: ownLinks, ...texts } = own;
  return { ...b, ...set(texts), links: { ...b.links, ...set(ownLinks ?? {}) } };
}
