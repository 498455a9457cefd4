import calculatorEn from '../../messages/calculator/en.json';
import calculatorEs from '../../messages/calculator/es.json';
import calculatorFr from '../../messages/calculator/fr-CA.json';
import emailEn from '../../messages/email/en.json';
import emailEs from '../../messages/email/es.json';
import emailFr from '../../messages/email/fr-CA.json';
import { compileCatalog, type CompiledCatalog } from './compile';
import { formatCompiled } from './write';
import { intlLocale } from './format';
import type { Message, MessageKey, MessageValues } from './keys';
import type { Language } from './languages';

/** The areas an email is written from: its own texts and the calculator's labels. */
const sources: Record<Language, Record<string, string>> = {
  en: { ...calculatorEn, ...emailEn },
  es: { ...calculatorEs, ...emailEs },
  'fr-CA': { ...calculatorFr, ...emailFr },
};
const compiled = new Map<Language, CompiledCatalog>();

export type EmailTexts = {
  lang: Language;
  t: (m: MessageKey | Message, values?: MessageValues) => string;
};

/** The texts of the emails in one language, from the catalogs compiled once per language. */
export function emailTexts(lang: Language): EmailTexts {
  let catalog = compiled.get(lang);
  if (!catalog) {
    catalog = compileCatalog(sources[lang]);
    compiled.set(lang, catalog);
  }
  const locale = intlLocale(lang);
  const t = (m: MessageKey | Message, values?: MessageValues) => {
    const { id, values: v } = typeof m === 'string' ? { id: m, values } : m;
    const message = catalog[id];
    if (!message) throw new Error(`No email text ${id}`);
    return formatCompiled(message, v ?? {}, locale);
  };
  return { lang, t };
}
