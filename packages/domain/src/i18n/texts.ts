import calculatorEn from '../../messages/calculator/en.json';
import calculatorEs from '../../messages/calculator/es.json';
import calculatorFr from '../../messages/calculator/fr-CA.json';
import commonEn from '../../messages/common/en.json';
import commonEs from '../../messages/common/es.json';
import commonFr from '../../messages/common/fr-CA.json';
import emailEn from '../../messages/email/en.json';
import emailEs from '../../messages/email/es.json';
import emailFr from '../../messages/email/fr-CA.json';
import { compileCatalog, type CompiledCatalog } from './compile';
import { formatCompiled } from './write';
import { intlLocale } from './format';
import type { Message, MessageKey, MessageValues } from './keys';
import type { Language } from './languages';

/** The areas an email is written from: its own texts and the calculator's labels. */
const emailSources: Record<Language, Record<string, string>> = {
  en: { ...calculatorEn, ...emailEn },
  es: { ...calculatorEs, ...emailEs },
  'fr-CA': { ...calculatorFr, ...emailFr },
};

export type Texts = {
  lang: Language;
  t: (m: MessageKey | Message, values?: MessageValues) => string;
};
export type EmailTexts = Texts;

/** The texts of some areas in one language, from their catalogs compiled once per language. */
function textsOf(sources: Record<Language, Record<string, string>>, what: string): (lang: Language) => Texts {
  const compiled = new Map<Language, CompiledCatalog>();
  return (lang) => {
    let catalog = compiled.get(lang);
    if (!catalog) {
      catalog = compileCatalog(sources[lang]);
      compiled.set(lang, catalog);
    }
    const locale = intlLocale(lang);
    const t = (m: MessageKey | Message, values?: MessageValues) => {
      const { id, values: v } = typeof m === 'string' ? { id: m, values } : m;
      const message = catalog[id];
      if (!message) throw new Error(`No ${what} text ${id}`);
      return formatCompiled(message, v ?? {}, locale);
    };
    return { lang, t };
  };
}

/** The texts of the emails in one language. */
export const emailTexts = textsOf(emailSources, 'email');

/** The texts of the page the server sends before the app runs (the site's name in its title). */
export const pageTexts = textsOf({ en: commonEn, es: commonEs, 'fr-CA': commonFr }, 'page');
