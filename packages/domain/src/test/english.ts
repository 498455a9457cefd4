import calculator from '../../messages/calculator/en.json';
import email from '../../messages/email/en.json';
import print from '../../messages/print/en.json';
import { compileCatalog } from '../i18n/compile';
import { formatCompiled } from '../i18n/write';
import type { Message } from '../i18n/keys';

const catalog = compileCatalog({ ...calculator, ...email, ...print });

/** A message of the calculator, email or print areas in English, as a reader sees it. */
export const english = (m: Message | undefined) => (m ? formatCompiled(catalog[m.id], m.values ?? {}, 'en') : m);
