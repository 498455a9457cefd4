import { i18n, type Messages } from '@lingui/core';
import { loaders } from 'virtual:catalogs';
import {
  intlLocale,
  languages,
  visitLocale,
  pseudoLanguage,
  type Area,
  type Language,
  type Locale,
} from '@wheelend/domain';
import { brandLanguage } from '../config';

export { i18n };

const STORE = 'language';
const pending = new Map<string, Promise<void>>();
/** The areas the screens shown so far needed: a switch loads them in the new language before it shows it. */
const inUse = new Set<Area>(['common']);
let current: Locale = 'en';

/** An area's messages added to a locale's catalog. Those of the language shown go in place, without
 * Lingui's change event: nothing rendered uses them yet (a screen renders once its area is loaded, a
 * shared part waits for its own with useArea), and the event renders the whole app again, in one
 * task, for a screen that opens or a pop-up that appears. */
function addMessages(locale: Locale, messages: Messages) {
  const shown = i18n.locale === locale ? i18n.messages : undefined;
  if (shown && Object.keys(shown).length > 0) Object.assign(shown, messages);
  else i18n.load(locale, messages);
}

/** One area's catalog in one locale, loaded once. */
function ensure(area: Area, locale: Locale): Promise<void> {
  const key = `${area}/${locale}`;
  let p = pending.get(key);
  if (!p) {
    p = loaders[area][locale]().then((m) => addMessages(locale, m.default as Messages));
    p.catch(() => pending.delete(key));
    pending.set(key, p);
  }
  return p;
}

/** Loads an area's messages in the active language (a feature's lazy route awaits it). */
export function loadArea(area: Area): Promise<void> {
  inUse.add(area);
  return ensure(area, current);
}

/** `lazy(inArea('drum', () => import('./Pages')))`: the screen's code and its messages load together. */
export function inArea<T>(area: Area, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadArea(area)]).then(([m]) => m);
}

export const activeLocale = () => current;

/** The texts and the brand in `locale`, once the messages of the areas in use are loaded in it: a
 * switch in the browser, or a page the server renders (one at a time). */
export async function speak(locale: Locale): Promise<void> {
  await Promise.all([...inUse].map((a) => ensure(a, locale)));
  current = locale;
  brandLanguage(locale);
  // ICU numbers in messages take the same regional format as formatNumber (US Spanish for es).
  i18n.activate(locale, [intlLocale(locale)]);
}

/** Shows the app in another language at once: loads the areas in use, then re-renders in place. */
export async function setLanguage(locale: Locale): Promise<void> {
  await speak(locale);
  if (locale !== pseudoLanguage) {
    try {
      localStorage.setItem(STORE, locale);
    } catch {
      // Storage may be off (private mode): the choice then lasts for this visit.
    }
  }
  document.documentElement.lang = locale;
}

/** The language of this visit: the address's `?lang=`, else the remembered choice, else the browser's. */
export function startLanguage(): Locale {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(STORE);
  } catch {
    // Storage may be off: the browser's languages decide.
  }
  const fromAddress = new URLSearchParams(window.location.search).get('lang');
  return visitLocale(fromAddress, saved, navigator.languages ?? [navigator.language]);
}

/** Before the first render: the shell's messages in the visit's language. If they cannot be had
 * (no connection and nothing saved), the app still starts, showing the keys. */
export function startI18n() {
  const locale = startLanguage();
  const started = setLanguage(locale).catch(() => {
    if (!i18n.locale) i18n.activate(current);
  });
  return started;
}

export const switchLanguages: readonly Language[] = languages;
