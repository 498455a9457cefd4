import { message, type Message } from './i18n/keys';

/** The fixed words the catalog gives parts (statuses, brake and drum types, kit types and the like), by
 * the catalog's English name. */
const words: Readonly<Record<string, Message>> = {
  Active: message('words.active'),
  Terminated: message('words.terminated'),
  'Service Only': message('words.serviceOnly'),
  Outboard: message('words.outboard'),
  Inboard: message('words.inboard'),
  Cast: message('words.cast'),
  'Lightweight Cast': message('words.lightweightCast'),
  Steer: message('words.steer'),
  Drive: message('words.drive'),
  Trailer: message('words.trailer'),
  'Bearing Set': message('common.partType.bearingSet'),
  'Bearing set': message('words.bearingSet'),
  'PreSet matched bearing set': message('words.matchedBearingSet'),
  'Tapered roller, cone and cup': message('words.taperedRoller'),
  'Wheel Seal': message('common.partType.wheelSeal'),
  'Unitized oil seal': message('words.unitizedOilSeal'),
  'Seal and Spacer Kit': message('words.sealSpacerKit'),
  'Rebuild Kit': message('words.rebuildKit'),
  'Complete Rebuild Kit': message('words.completeRebuildKit'),
  'Spindle Nut Kit': message('words.spindleNutKit'),
  'ABS Tone Ring': message('words.absToneRing'),
  'ABS Service Kit': message('words.absServiceKit'),
  'Fill Plug': message('common.partType.fillPlug'),
  Keyway: message('words.keyway'),
  'D Flat': message('words.dFlat'),
  Rebuild: message('words.rebuild'),
};

export const catalogWordNames = Object.keys(words);

/** A catalog value in the reader's language when it is one of the catalog's fixed words ('100 tooth' is
 * a count of teeth); any other value (a name, a note, a figure) is shown as the catalog has it. */
export function catalogWord(value: string | null | undefined): string | Message {
  const name = (value ?? '').trim();
  const teeth = /^(\d+) tooth$/.exec(name);
  if (teeth) return message('words.teeth', { count: Number(teeth[1]) });
  return (Object.hasOwn(words, name) ? words[name] : undefined) ?? value ?? '';
}
