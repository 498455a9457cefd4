// The specs table of a hub's details and of a comparison: a module of its own, so that it loads with
// those two screens and not with every screen that shows a hub.
import { message, type Message, type MessageKey } from './i18n/keys';
import { twoDecimals } from './hubDisplay';

type SpecKind = 'text' | 'dimension' | 'pounds' | 'boolean';
/** A text spec's values that are the trade's words, by the catalog's English name. */
type Words = Readonly<Record<string, MessageKey>>;

const materialWords: Words = {
  Aluminum: 'hub.answer.aluminum',
  Iron: 'hub.answer.iron',
  'Ductile Iron': 'hub.spec.value.ductileIron',
};
const mountingWords: Words = {
  'Hub Piloted': 'hub.answer.hubPiloted',
  'Stud Piloted': 'hub.answer.studPiloted',
  'Hub Piloted, Outboard Drum': 'hub.answer.hubPilotedOutboard',
  'Stud Piloted, Outboard Drum': 'hub.answer.studPilotedOutboard',
};

/** The specs table of the details page, in order, with how each value is shown. */
export const hubSpecFields: readonly { key: string; label: Message; kind: SpecKind; words?: Words }[] = [
  { key: 'Material', label: message('hub.spec.material'), kind: 'text', words: materialWords },
  {
    key: 'AxlePosition',
    label: message('hub.spec.axlePosition'),
    kind: 'text',
    words: { Steer: 'hub.spec.value.steer', Drive: 'hub.spec.value.drive', Trailer: 'hub.spec.value.trailer' },
  },
  { key: 'Axle', label: message('hub.spec.axle'), kind: 'text' },
  {
    key: 'HubAssemblyType',
    label: message('hub.spec.hubAssemblyType'),
    kind: 'text',
    words: { Conventional: 'hub.answer.conventional' },
  },
  { key: 'BearingNumberInboard', label: message('hub.spec.bearingInboard'), kind: 'text' },
  { key: 'BearingNumberOutboard', label: message('hub.spec.bearingOutboard'), kind: 'text' },
  { key: 'BearingNumbersType', label: message('hub.spec.bearingType'), kind: 'text' },
  {
    key: 'BrakeType',
    label: message('hub.spec.brakeType'),
    kind: 'text',
    words: { Disc: 'hub.spec.value.disc', Drum: 'hub.spec.value.drum' },
  },
  { key: 'HubMountingSystem', label: message('hub.spec.mountingSystem'), kind: 'text', words: mountingWords },
  { key: 'WheelStudStandoutInch', label: message('hub.spec.studStandout'), kind: 'dimension' },
  {
    key: 'WheelMaterial',
    label: message('hub.spec.wheelMaterial'),
    kind: 'text',
    words: { Aluminum: 'hub.answer.aluminum', Steel: 'hub.spec.value.steel' },
  },
  { key: 'FlangeOffsetInch', label: message('hub.spec.flangeOffset'), kind: 'dimension' },
  { key: 'WeightPound', label: message('hub.spec.weight'), kind: 'dimension' },
  { key: 'ABSRingIncluded', label: message('hub.spec.absIncluded'), kind: 'boolean' },
  { key: 'HubRatingPound', label: message('hub.spec.rating'), kind: 'pounds' },
  { key: 'WheelStudBoltCircleDiameterInch', label: message('hub.spec.studCircle'), kind: 'dimension' },
  { key: 'AbsRingNumber', label: message('hub.spec.absNumber'), kind: 'text' },
  { key: 'WheelStudThread', label: message('hub.spec.studThread'), kind: 'text' },
  { key: 'BearingConesIncluded', label: message('hub.spec.conesIncluded'), kind: 'boolean' },
  { key: 'SealIncluded', label: message('hub.spec.sealIncluded'), kind: 'boolean' },
  { key: 'FillHole', label: message('hub.spec.fillHole'), kind: 'boolean' },
  { key: 'AbsOffsetInch', label: message('hub.spec.absOffset'), kind: 'dimension' },
  { key: 'AxleStudThread', label: message('hub.spec.axleStudThread'), kind: 'text' },
  { key: 'SmallBackface', label: message('hub.spec.smallBackface'), kind: 'boolean' },
  { key: 'BrakeRotorDepth', label: message('hub.spec.rotorDepth'), kind: 'dimension' },
  { key: 'BrakeRotorOffset', label: message('hub.spec.rotorOffset'), kind: 'dimension' },
  { key: 'BrakeRotorThickness', label: message('hub.spec.rotorThickness'), kind: 'dimension' },
  {
    key: 'BrakeRotorType',
    label: message('hub.spec.rotorType'),
    kind: 'text',
    words: {
      Hat: 'hub.answer.hat',
      'U-Section': 'hub.answer.uSection',
      Flat: 'hub.answer.flat',
      Splined: 'hub.answer.splined',
    },
  },
  { key: 'BrakeDrumPilotDiameter', label: message('hub.spec.drumPilot'), kind: 'dimension' },
  { key: 'BarrelLength', label: message('hub.spec.barrelLength'), kind: 'dimension' },
  { key: 'ConventionalHubNumber', label: message('hub.spec.conventionalNumber'), kind: 'text' },
];

/** A spec's value: yes and no in the reader's words, pounds grouped in the reader's language, inch
 * figures with two decimals as the catalog gives them, the trade's words of `words` in the reader's
 * language, other text as it is; '' when there is none. */
export function formatSpec(kind: SpecKind, v: unknown, words?: Words): string | Message {
  if (v == null || v === '') return '';
  switch (kind) {
    case 'boolean':
      return message(v ? 'hub.spec.yes' : 'hub.spec.no');
    case 'pounds':
      return Number.isFinite(Number(v)) ? message('hub.spec.pounds', { value: Math.round(Number(v)) }) : '';
    case 'dimension':
      return twoDecimals(Number(v));
    default: {
      const key = words?.[String(v).trim()];
      return key ? message(key) : String(v);
    }
  }
}

/** The rows of the specs table that have a value. */
export function specRows(hub: Record<string, unknown>): { key: string; label: Message; value: string | Message }[] {
  return hubSpecFields
    .map((f) => ({ key: f.key, label: f.label, value: formatSpec(f.kind, hub[f.key], f.words) }))
    .filter((r) => r.value !== '');
}
