import type { SavedSpecLabel } from './contract/offline';
import type { Message } from './i18n/keys';
import { catalogWord } from './catalogWords';
import { hubAnswerLabel } from './hub/answers';
import { formatSpec, hubSpecFields } from './hubSpecs';
import { HUB_ASSEMBLY_TYPES } from './partTypes';

/** The specs of a hub's details that the saved catalog keeps under its own labels. */
const hubSpecKeys: Partial<Record<SavedSpecLabel, string>> = {
  hubType: 'HubAssemblyType',
  axlePosition: 'AxlePosition',
  axle: 'Axle',
  material: 'Material',
  brakeType: 'BrakeType',
  mounting: 'HubMountingSystem',
};

/** A saved part's spec value (not an inch figure) in the reader's language, by the rule of the screen
 * that shows the part live: a hub's as its details' specs table, a thread hand as the questionnaire's
 * answer, any other part's fixed words by `catalogWord`. A value none of them knows is shown as the
 * catalog has it. */
export function savedSpecValue(partTypeId: number, label: SavedSpecLabel, value: string): string | Message {
  const hub = (HUB_ASSEMBLY_TYPES as readonly number[]).includes(partTypeId);
  const field = hub ? hubSpecFields.find((f) => f.key === hubSpecKeys[label]) : undefined;
  if (field) return formatSpec(field.kind, value, field.words);
  if (label === 'thread') return hubAnswerLabel('strdo', value);
  return catalogWord(value);
}
