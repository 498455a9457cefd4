import type common from '../../messages/common/en.json';
import type home from '../../messages/home/en.json';
import type hub from '../../messages/hub/en.json';
import type parts from '../../messages/parts/en.json';
import type drum from '../../messages/drum/en.json';
import type rotor from '../../messages/rotor/en.json';
import type stud from '../../messages/stud/en.json';
import type casting from '../../messages/casting/en.json';
import type calculator from '../../messages/calculator/en.json';
import type info from '../../messages/info/en.json';
import type notifications from '../../messages/notifications/en.json';
import type offline from '../../messages/offline/en.json';
import type scan from '../../messages/scan/en.json';
import type email from '../../messages/email/en.json';
import type print from '../../messages/print/en.json';
import type otherKind from '../../messages/otherKind/en.json';
import type words from '../../messages/words/en.json';
import type { Area } from './languages';

/** The English catalogs are the keys' definition: a key no catalog has is a type error. */
type Catalogs = {
  common: typeof common;
  home: typeof home;
  hub: typeof hub;
  parts: typeof parts;
  drum: typeof drum;
  rotor: typeof rotor;
  stud: typeof stud;
  casting: typeof casting;
  calculator: typeof calculator;
  info: typeof info;
  notifications: typeof notifications;
  offline: typeof offline;
  scan: typeof scan;
  email: typeof email;
  print: typeof print;
  otherKind: typeof otherKind;
  words: typeof words;
};

export type AreaKey<A extends Area> = keyof Catalogs[A] & string;
export type MessageKey = { [A in Area]: AreaKey<A> }[Area];
export type MessageValues = Record<string, string | number | Date>;

/** A text to show: a catalog key and the values of its placeholders. Domain rules that build a text
 * return one of these; the web app and the server turn it into the reader's language. */
export type Message = { id: MessageKey; values?: MessageValues };
export const message = (id: MessageKey, values?: MessageValues): Message => (values ? { id, values } : { id });
