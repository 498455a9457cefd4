/**
 * Builds the sample catalog of the fictional maker Northwind Wheel End: `tsx build.ts` writes it to
 * catalog/sample. Axle position is the root attribute; bearings, seals, nuts, GAWR, drums and rotors
 * follow from it. Every number is invented; the output is the same on every run.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { finders, type FinderName } from '@wheelend/domain/finder';
import type { Row } from '../format.js';
import { writeCatalog, type CatalogRows } from '../write.js';

type Pos = 'FF' | 'FL' | 'R' | 'TN' | 'TP';
type HubType = 'preset' | 'plus' | 'conv';
type Material = 'aluminum' | 'iron';
type Lock = 'keyway' | 'dflat';

export const OWN = { id: 1, name: 'Northwind Wheel End' };

const r2 = (n: number) => Math.round(n * 100) / 100;
const mm = (inch: number) => Math.round(inch * 25.4 * 10) / 10;
const thousands = (n: number) => n.toLocaleString('en-US');

/** A uuid-shaped id derived from the text, so every run gives the same guid. */
export function guidOf(text: string): string {
  const h = createHash('sha1').update(`northwind:${text}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

// ---- reference data ------------------------------------------------------------------------------

export const TRUCK_MAKES: [number, string][] = [
  [1, 'Freightliner'],
  [2, 'Kenworth'],
  [3, 'Peterbilt'],
  [4, 'Volvo'],
  [5, 'Mack'],
  [6, 'International'],
  [7, 'Western Star'],
  [8, 'Sterling'],
  [9, 'Freightliner Custom Chassis'],
  [10, 'Oshkosh'],
  [11, 'Pierce'],
  [12, 'Crane Carrier'],
  [13, 'Lodal'],
  [14, 'Thomas Built'],
];
export const TRAILER_MAKES: [number, string][] = [
  [31, 'Great Dane'],
  [32, 'Utility'],
  [33, 'Wabash National'],
  [34, 'Hyundai Translead'],
  [35, 'Vanguard National'],
  [36, 'Stoughton'],
];

type PosInfo = {
  axleId: number;
  presetAxleId: number;
  position: 'Steer' | 'Drive' | 'Trailer';
  tcomp: 1 | 2;
  inner: [string, string];
  outer: [string, string];
  set: [number, number];
  psSet: [number, number];
  lock: Lock;
  rating: Record<Material, number>;
  gawr: Record<Material, number>;
  weight: Record<Material, number>;
  flangeOffset: number;
  drum: [number, number];
  absRing: string;
  label: string;
};

const POS: Record<Pos, PosInfo> = {
  FF: {
    axleId: 1,
    presetAxleId: 10,
    position: 'Steer',
    tcomp: 1,
    inner: ['HM212049', 'HM212011'],
    outer: ['3782', '3720'],
    set: [413, 406],
    psSet: [427, 428],
    lock: 'dflat',
    rating: { aluminum: 12000, iron: 13200 },
    gawr: { aluminum: 1, iron: 2 },
    weight: { aluminum: 24, iron: 41 },
    flangeOffset: 4.12,
    drum: [15, 4],
    absRing: '10041090',
    label: 'FF Steer',
  },
  FL: {
    axleId: 2,
    presetAxleId: 11,
    position: 'Steer',
    tcomp: 1,
    inner: ['6461A', '6420'],
    outer: ['555S', '552A'],
    set: [423, 424],
    psSet: [429, 430],
    lock: 'dflat',
    rating: { aluminum: 16000, iron: 20000 },
    gawr: { aluminum: 3, iron: 3 },
    weight: { aluminum: 29, iron: 48 },
    flangeOffset: 4.38,
    drum: [16.5, 6],
    absRing: '10041090',
    label: 'FL Steer',
  },
  R: {
    axleId: 3,
    presetAxleId: 3,
    position: 'Drive',
    tcomp: 1,
    inner: ['594A', '592A'],
    outer: ['580', '572'],
    set: [403, 401],
    psSet: [431, 432],
    lock: 'keyway',
    rating: { aluminum: 23000, iron: 26000 },
    gawr: { aluminum: 4, iron: 5 },
    weight: { aluminum: 38, iron: 66 },
    flangeOffset: 5.31,
    drum: [16.5, 7],
    absRing: '10041091',
    label: 'R Drive',
  },
  TN: {
    axleId: 4,
    presetAxleId: 4,
    position: 'Trailer',
    tcomp: 2,
    inner: ['HM218248', 'HM218210'],
    outer: ['HM212049', 'HM212011'],
    set: [414, 413],
    psSet: [433, 427],
    lock: 'keyway',
    rating: { aluminum: 23000, iron: 26000 },
    gawr: { aluminum: 4, iron: 5 },
    weight: { aluminum: 36, iron: 62 },
    flangeOffset: 5.06,
    drum: [16.5, 7],
    absRing: '10041092',
    label: 'TN Trailer',
  },
  TP: {
    axleId: 5,
    presetAxleId: 5,
    position: 'Trailer',
    tcomp: 2,
    inner: ['HM518445', 'HM518410'],
    outer: ['HM518445', 'HM518410'],
    set: [415, 415],
    psSet: [435, 435],
    lock: 'keyway',
    rating: { aluminum: 25000, iron: 30000 },
    gawr: { aluminum: 6, iron: 6 },
    weight: { aluminum: 42, iron: 78 },
    flangeOffset: 5.5,
    drum: [16.5, 8.625],
    absRing: '10041093',
    label: 'TP Trailer',
  },
};

/** Bearing sets: set number -> cone, cup, bore, outside diameter, width (inches). */
const BEARINGS: Record<number, [string, string, number, number, number]> = {
  401: ['580', '572', 3.25, 5, 1.375],
  403: ['594A', '592A', 3.5, 5.375, 1.1875],
  406: ['3782', '3720', 1.875, 3.5433, 0.9375],
  413: ['HM212049', 'HM212011', 2.625, 4.3125, 1.4375],
  414: ['HM218248', 'HM218210', 3.5, 6.311, 1.689],
  415: ['HM518445', 'HM518410', 3.5, 6, 1.9375],
  423: ['6461A', '6420', 3, 5, 1.5],
  424: ['555S', '552A', 2.25, 4.875, 1.1875],
  427: ['HM212049PS', 'HM212011PS', 2.625, 4.3125, 1.4375],
  428: ['3782PS', '3720PS', 1.875, 3.5433, 0.9375],
  429: ['6461APS', '6420PS', 3, 5, 1.5],
  430: ['555SPS', '552APS', 2.25, 4.875, 1.1875],
  431: ['594APS', '592APS', 3.5, 5.375, 1.1875],
  432: ['580PS', '572PS', 3.25, 5, 1.375],
  433: ['HM218248PS', 'HM218210PS', 3.5, 6.311, 1.689],
  435: ['HM518445PS', 'HM518410PS', 3.5, 6, 1.9375],
};
const bearingKit = (set: number) => `10080${set}`;

const SEALS: Record<Pos, [string, number, number]> = {
  FF: ['10080110', 3.5, 4.625],
  FL: ['10080111', 4.125, 5.5],
  R: ['10080112', 4.875, 6.25],
  TN: ['10080113', 4.625, 6.375],
  TP: ['10080114', 4.625, 6.125],
};
const SEAL_SPACER: Record<Pos, string> = {
  FF: '10045320',
  FL: '10045321',
  R: '10045322',
  TN: '10045323',
  TP: '10045324',
};
const REBUILD: Record<Pos, string> = { FF: '10044210', FL: '10044211', R: '10044212', TN: '10044213', TP: '10044214' };
/** PreSet complete hub rebuild kits (217 keyway, 218 D flat). */
const COMPLETE: Record<string, [string, 217 | 218]> = {
  'FF|dflat': ['10044310', 218],
  'FF|keyway': ['10044311', 217],
  'FL|dflat': ['10044312', 218],
  'R|keyway': ['10044313', 217],
  'TN|keyway': ['10044314', 217],
  'TP|keyway': ['10044315', 217],
};
/** PreSet spindle nut kits (222 D flat, 223 keyway): number, type, socket. */
const PRESET_NUT: Record<string, [string, 222 | 223, number]> = {
  'FF|dflat': ['10036530', 222, 2],
  'FF|keyway': ['10036531', 223, 2],
  'FL|dflat': ['10036532', 222, 2.75],
  'R|keyway': ['10036533', 223, 3.75],
  'TN|keyway': ['10036534', 223, 3.125],
  'TP|keyway': ['10036535', 223, 4],
};
/** PreSet Plus spindle nut kits (226 D flat, 227 keyway): number, type, socket (the spec's sizes). */
const PLUS_NUT: Record<string, [string, 226 | 227, number]> = {
  'FF|dflat': ['10036548', 226, 2],
  'FF|keyway': ['10036549', 227, 2],
  'FL|dflat': ['10036550', 226, 2.75],
  'R|keyway': ['10036551', 227, 3.75],
  'TN|keyway': ['10036552', 227, 3.125],
  'TP|keyway': ['10036553', 227, 4],
};
const ABS_KIT: Record<string, string> = {
  '10041090': '10041190',
  '10041091': '10041191',
  '10041092': '10041192',
  '10041093': '10041193',
};
const ABS_DIAMETER: Record<string, number> = { '10041090': 6.1, '10041091': 7.4, '10041092': 7.1, '10041093': 7.3 };
const FILL_PLUG = '10041950';

type StudInfo = {
  number: string;
  kind: 3 | 4 | 5;
  thread: string;
  hand: 'Right Hand' | 'Left Hand';
  a: number;
  b: number;
  c: number;
  d: number;
  style: number;
};
const STUD_STYLES: [number, string][] = [
  [1, 'Clipped Head, Serrated'],
  [2, 'Round Head, Serrated'],
  [3, 'Double End'],
  [4, 'Rotor Stud, Flanged'],
];
const STUDS: StudInfo[] = [
  { number: '10001400', kind: 5, thread: 'M22x1.5', hand: 'Right Hand', a: 3.66, b: 0.88, c: 1.5, d: 2.5, style: 1 },
  { number: '10001401', kind: 5, thread: 'M22x1.5', hand: 'Right Hand', a: 4.06, b: 0.88, c: 1.5, d: 2.9, style: 1 },
  { number: '10001402', kind: 5, thread: 'M22x1.5', hand: 'Right Hand', a: 4.25, b: 0.88, c: 1.5, d: 3.09, style: 1 },
  { number: '10001403', kind: 5, thread: 'M22x1.5', hand: 'Right Hand', a: 4.65, b: 0.88, c: 1.5, d: 3.49, style: 1 },
  { number: '10001410', kind: 5, thread: '3/4-16', hand: 'Right Hand', a: 3.19, b: 0.75, c: 1.25, d: 2.12, style: 2 },
  { number: '10001411', kind: 5, thread: '3/4-16', hand: 'Left Hand', a: 3.19, b: 0.75, c: 1.25, d: 2.12, style: 2 },
  { number: '10001412', kind: 5, thread: '3/4-16', hand: 'Right Hand', a: 3.62, b: 0.75, c: 1.25, d: 2.55, style: 2 },
  { number: '10001413', kind: 5, thread: '3/4-16', hand: 'Left Hand', a: 3.62, b: 0.75, c: 1.25, d: 2.55, style: 2 },
  { number: '10001414', kind: 5, thread: '3/4-16', hand: 'Right Hand', a: 3.94, b: 0.75, c: 1.25, d: 2.87, style: 2 },
  { number: '10001415', kind: 5, thread: '3/4-16', hand: 'Left Hand', a: 3.94, b: 0.75, c: 1.25, d: 2.87, style: 2 },
  { number: '10001500', kind: 3, thread: '5/8-18', hand: 'Right Hand', a: 3, b: 0.62, c: 0, d: 1.25, style: 3 },
  { number: '10001501', kind: 3, thread: '3/4-16', hand: 'Right Hand', a: 3.25, b: 0.75, c: 0, d: 1.38, style: 3 },
  { number: '10001600', kind: 4, thread: 'M16x1.5', hand: 'Right Hand', a: 2.2, b: 0.5, c: 1.1, d: 1.2, style: 4 },
  { number: '10001601', kind: 4, thread: 'M18x1.5', hand: 'Right Hand', a: 2.5, b: 0.55, c: 1.2, d: 1.4, style: 4 },
];
/** Wheel studs: for a small wheel flange (12.75"-12.9"), and the pilot diameter they suit. */
const WHEEL_STUD_FIT: Record<string, { smallFlange: boolean; pilot: number }> = {
  '10001400': { smallFlange: false, pilot: 8.78 },
  '10001401': { smallFlange: false, pilot: 8.66 },
  '10001402': { smallFlange: true, pilot: 8.78 },
  '10001403': { smallFlange: true, pilot: 8.66 },
  '10001410': { smallFlange: false, pilot: 8.72 },
  '10001411': { smallFlange: false, pilot: 8.72 },
  '10001412': { smallFlange: false, pilot: 8.72 },
  '10001413': { smallFlange: false, pilot: 8.72 },
  '10001414': { smallFlange: true, pilot: 8.72 },
  '10001415': { smallFlange: true, pilot: 8.72 },
};

// ---- hub filter values (finder 'hub') -------------------------------------------------------------

type FV = { id: number; name: string } & Row;
const inchValues = (list: [number, number][]): FV[] =>
  list.map(([id, inch]) => ({
    id,
    name: id === 0 ? '0' : inch.toFixed(2),
    inch,
    millimeter: mm(inch),
    inches: id === 0 ? null : `${inch.toFixed(2)}"`,
  }));

export const GAWR: [number, number, number][] = [
  [1, 0, 12000],
  [2, 0, 13200],
  [3, 14600, 20000],
  [4, 0, 23000],
  [5, 0, 26000],
  [6, 25000, 30000],
];
const gawrName = (min: number, max: number) =>
  min === 0 ? `Up to ${thousands(max)} lbs.` : `${thousands(min)} - ${thousands(max)} lbs.`;

const axleValue = (id: number, name: string, axle: string, inb: string, outb: string): FV => ({
  id,
  name,
  aftermarket_axle: axle,
  aftermarket_axle_id: id,
  bearing_description_inboard: inb,
  bearing_description_outboard: outb,
});
const bearingText = (set: number) => `${BEARINGS[set]![0]}/${BEARINGS[set]![1]} (Set ${set})`;

export const ROTOR_TYPES: [number, string, 'hat' | 'u-section' | 'flat' | 'splined'][] = [
  [1, 'Hat', 'hat'],
  [2, 'U-Section', 'u-section'],
  [3, 'Flat', 'flat'],
  [6, 'Splined', 'splined'],
];

const HUB_VALUES: Record<string, FV[]> = {
  tcomp: [
    { id: 1, name: 'Truck' },
    { id: 2, name: 'Trailer' },
  ],
  brkty: [
    { id: 1, name: 'Drum' },
    { id: 2, name: 'Disc' },
  ],
  tmake: [...TRUCK_MAKES, ...TRAILER_MAKES].map(([id, name]) => ({ id, name })),
  aaxna: [
    axleValue(0, '0', '0', '', ''),
    axleValue(1, 'FF Steer', 'FF', bearingText(413), bearingText(406)),
    axleValue(2, 'FL Steer', 'FL', bearingText(423), bearingText(424)),
    axleValue(3, 'R Drive', 'R', bearingText(403), bearingText(401)),
    axleValue(4, 'TN Trailer', 'TN', bearingText(414), bearingText(413)),
    axleValue(5, 'TP Trailer', 'TP', bearingText(415), bearingText(415)),
    axleValue(10, 'FF Steer PreSet', 'FF', bearingText(427), bearingText(428)),
    axleValue(11, 'FL Steer PreSet', 'FL', bearingText(429), bearingText(430)),
    axleValue(79, 'Meritor MFS Steer', 'FF', bearingText(413), bearingText(406)),
    axleValue(82, 'Volvo/Mack Unitized', 'Unitized', 'Unitized bearing cartridge', 'Unitized bearing cartridge'),
  ],
  whlps: [
    { id: 1, name: 'Stud Piloted' },
    { id: 2, name: 'Hub Piloted' },
  ],
  wssdi: inchValues([
    [1, 1.31],
    [2, 1.44],
    [3, 2.16],
    [4, 2.6],
  ]),
  stdps: [
    { id: 0, name: '0' },
    { id: 1, name: 'Ball Seat (BCN), 3/4-16' },
    { id: 2, name: 'Ball Seat (BCN), 1-1/8-16' },
  ],
  hubps: [
    { id: 0, name: '0' },
    { id: 1, name: 'Uni-Mount-10 (10 stud)' },
    { id: 2, name: 'WHD-8 (8 stud)' },
  ],
  strdo: [
    { id: 1, name: 'Right Hand' },
    { id: 2, name: 'Left Hand' },
  ],
  hamnt: [
    { id: 1, name: 'Hub Piloted' },
    { id: 2, name: 'Stud Piloted' },
    { id: 4, name: 'Hub Piloted, Outboard Drum' },
    { id: 5, name: 'Stud Piloted, Outboard Drum' },
  ],
  barlg: inchValues([
    [0, 0],
    [1, 4.5],
    [2, 5.12],
    [3, 5.62],
  ]),
  gawrr: GAWR.map(([id, min, max]) => ({
    id,
    name: gawrName(min, max),
    display_range: gawrName(min, max),
    min_gawr_pound: min,
    max_gawr_pound: max,
  })),
  // The nominal diameter in inches: the original axle stud page labels each button with it.
  axthd: [
    { id: 0, name: '0' },
    { id: 1, name: '5/8-18', nominal_diameter: 0.625 },
    { id: 2, name: '3/4-16', nominal_diameter: 0.75 },
  ],
  hcmty: [
    { id: 1, name: 'Iron' },
    { id: 2, name: 'Aluminum' },
  ],
  icfsb: [
    { id: 1, name: 'No' },
    { id: 2, name: 'Yes' },
  ],
  dpidi: inchValues([
    [0, 0],
    [1, 8.78],
    [2, 8.72],
  ]),
  abrty: [
    { id: 0, name: '0' },
    ...ROTOR_TYPES.map(([id, name]) => ({ id, name, image_guid: guidOf(`rotor:filter:abrty:${id}`) })),
  ],
  hofsi: inchValues([
    [0, 0],
    [1, 1.25],
    [2, 2],
  ]),
  brdia: inchValues([
    [0, 0],
    [1, 10.25],
    [2, 11],
  ]),
  ovlgt: inchValues([
    [0, 0],
    [1, 3.85],
    [2, 4.45],
    [3, 5.1],
  ]),
  abcoi: inchValues([
    [0, 0],
    [1, 1.1],
    [2, 1.36],
    [3, 2.05],
  ]),
  hcbdi: inchValues([
    [0, 0],
    [1, 4.5],
    [2, 5.5],
  ]),
  wmslc: [
    { id: 1, name: 'Steel Wheels', wheel_material: 'Steel', stud_length_class: 'Standard' },
    { id: 2, name: 'Aluminum Wheels', wheel_material: 'Aluminum', stud_length_class: 'Long' },
  ],
  hatyp: [
    { id: 1, name: 'PreSet' },
    { id: 2, name: 'PreSet Plus' },
    { id: 3, name: 'Conventional' },
  ],
  ovldi: [
    { id: 0, name: '0' },
    { id: 1, name: '430 mm', inch: 16.93, millimeter: 430, nominal_diameter: 430 },
  ],
};

const HUB_TITLES: Record<string, string> = {
  tcomp: 'Truck Type',
  brkty: 'Brake Type',
  tmake: 'Choose the truck make',
  aaxna: 'Choose the Hub by Axle Type or Bearing Number',
  whlps: 'Wheel Pilot System',
  wssdi: 'Wheel Stud Standout',
  stdps: 'Choose the stud piloted type',
  hubps: 'Choose the hub piloted type',
  strdo: 'Thread Orientation',
  hamnt: 'Hub Mounting System',
  barlg: 'Choose the barrel length',
  gawrr: 'Choose the GAWR (Gross Axle Weight Rating)',
  axthd: 'Choose the Axle Stud Thread',
  hcmty: 'Hub Material',
  icfsb: 'Small Backface',
  dpidi: 'Drum Pilot Diameter Inches',
  abrty: 'Choose the brake rotor type',
  hofsi: 'Hub Off set',
  brdia: 'Wheel Flange Diameter',
  ovlgt: 'Choose the overall length',
  abcoi: 'Choose the ABS Offset',
  hcbdi: 'Choose the Hub Cap Bolt Circle Diameter',
  wmslc: 'Choose the wheel type (determine wheel stud length)',
  hatyp: 'Hub Assembly Type',
  hanum: 'Hub Assembly Number',
  ovldi: 'Please confirm your rotor size',
};

// ---- hub designs ---------------------------------------------------------------------------------

type Design = {
  pos: Pos;
  brake: 'drum' | 'disc';
  material: Material;
  mount: 1 | 2 | 4 | 5;
  types: HubType[];
  makes: number[];
  abs?: number;
  hcb?: number[];
  long?: HubType[];
  studs8?: boolean;
  axleStud?: 1 | 2;
  rotor?: 1 | 2 | 3 | 6;
  offset?: number;
  barrel?: number;
  small?: boolean;
  lock?: Lock;
  axle?: number;
  unitized?: boolean;
  status?: 'Service Only' | 'Terminated';
  predecessor?: HubType;
  madeToOrder?: boolean;
  partType?: 1115 | 1112;
  pins?: Record<string, string>;
  rotorKits?: string[];
  note?: 'trailer' | 'steer' | 'drive';
};

const A = [1, 2, 3, 4, 5, 6, 7];
const K = [2, 3];
const F = [1, 7, 9];
const V = [4, 5];
const S = [8, 6, 5, 1];
const O = [10, 11, 12, 13];
const ALL: HubType[] = ['preset', 'plus', 'conv'];

const DESIGNS: Design[] = [
  // FF steer
  {
    pos: 'FF',
    brake: 'drum',
    material: 'aluminum',
    mount: 1,
    types: ALL,
    makes: A,
    abs: 1,
    hcb: [1, 2],
    long: ['preset'],
    note: 'steer',
  },
  {
    pos: 'FF',
    brake: 'drum',
    material: 'iron',
    mount: 1,
    types: ['preset', 'conv'],
    makes: A,
    abs: 1,
    hcb: [1, 2],
    lock: 'keyway',
  },
  {
    pos: 'FF',
    brake: 'drum',
    material: 'aluminum',
    mount: 4,
    barrel: 2,
    types: ['preset', 'conv'],
    makes: A,
    abs: 1,
    hcb: [1],
  },
  {
    pos: 'FF',
    brake: 'drum',
    material: 'iron',
    mount: 4,
    barrel: 1,
    types: ['preset', 'conv'],
    makes: K,
    abs: 1,
    hcb: [2],
    long: ['conv'],
  },
  { pos: 'FF', brake: 'drum', material: 'iron', mount: 2, types: ['conv'], makes: S, abs: 0, hcb: [1, 2] },
  { pos: 'FF', brake: 'drum', material: 'iron', mount: 5, barrel: 2, types: ['conv'], makes: S, abs: 1, hcb: [1] },
  {
    pos: 'FF',
    brake: 'disc',
    material: 'aluminum',
    mount: 1,
    rotor: 1,
    types: ALL,
    makes: K,
    abs: 2,
    hcb: [1],
    long: ['preset'],
    rotorKits: ['10087663', '10086915'],
  },
  {
    pos: 'FF',
    brake: 'disc',
    material: 'iron',
    mount: 1,
    rotor: 2,
    types: ['preset', 'conv'],
    makes: F,
    abs: 2,
    hcb: [2, 1],
    rotorKits: ['10083923'],
  },
  {
    pos: 'FF',
    brake: 'disc',
    material: 'iron',
    mount: 1,
    rotor: 1,
    types: ['conv'],
    makes: V,
    abs: 2,
    hcb: [1],
    rotorKits: ['10041216', '10041215'],
  },
  {
    pos: 'FF',
    brake: 'drum',
    material: 'aluminum',
    mount: 1,
    types: ['preset', 'conv'],
    makes: [14, 9],
    abs: 0,
    hcb: [2],
    small: true,
  },
  {
    pos: 'FF',
    brake: 'drum',
    material: 'iron',
    mount: 1,
    types: ['conv'],
    makes: O,
    abs: 1,
    hcb: [2],
    madeToOrder: true,
  },
  {
    pos: 'FF',
    brake: 'drum',
    material: 'aluminum',
    mount: 1,
    studs8: true,
    types: ['conv'],
    makes: [6],
    abs: 1,
    hcb: [1, 2],
  },
  // Meritor MFS steer axle (79)
  {
    pos: 'FF',
    axle: 79,
    brake: 'drum',
    material: 'iron',
    mount: 1,
    types: ['preset', 'conv'],
    makes: A,
    abs: 1,
    hcb: [1],
  },
  {
    pos: 'FF',
    axle: 79,
    brake: 'drum',
    material: 'iron',
    mount: 4,
    barrel: 1,
    types: ['conv'],
    makes: A,
    abs: 1,
    hcb: [1],
  },
  {
    pos: 'FF',
    axle: 79,
    brake: 'drum',
    material: 'aluminum',
    mount: 1,
    types: ['conv'],
    makes: K,
    abs: 1,
    hcb: [2],
    partType: 1115,
    madeToOrder: true,
  },
  {
    pos: 'FF',
    axle: 79,
    brake: 'disc',
    material: 'iron',
    mount: 1,
    rotor: 1,
    types: ['conv'],
    makes: K,
    abs: 2,
    hcb: [2],
    partType: 1115,
    madeToOrder: true,
    rotorKits: ['10041215'],
  },
  // Volvo/Mack unitized (82)
  {
    pos: 'FF',
    axle: 82,
    unitized: true,
    brake: 'drum',
    material: 'iron',
    mount: 1,
    types: ['conv'],
    makes: V,
    abs: 1,
    hcb: [1],
    partType: 1112,
    madeToOrder: true,
  },
  {
    pos: 'FF',
    axle: 82,
    unitized: true,
    brake: 'disc',
    material: 'iron',
    mount: 1,
    rotor: 1,
    types: ['conv'],
    makes: V,
    abs: 2,
    hcb: [1],
    partType: 1112,
    madeToOrder: true,
  },
  {
    pos: 'FF',
    axle: 82,
    unitized: true,
    brake: 'drum',
    material: 'iron',
    mount: 4,
    barrel: 1,
    types: ['conv'],
    makes: [5],
    abs: 1,
    hcb: [1],
    partType: 1112,
    madeToOrder: true,
  },
  // FL steer
  {
    pos: 'FL',
    brake: 'drum',
    material: 'aluminum',
    mount: 1,
    types: ['preset', 'conv'],
    makes: O,
    abs: 1,
    hcb: [2, 1],
  },
  { pos: 'FL', brake: 'drum', material: 'aluminum', mount: 4, barrel: 1, types: ['conv'], makes: O, abs: 1, hcb: [2] },
  {
    pos: 'FL',
    brake: 'drum',
    material: 'iron',
    mount: 1,
    types: ALL,
    makes: A,
    abs: 1,
    hcb: [2, 1],
    long: ['conv'],
    note: 'steer',
  },
  {
    pos: 'FL',
    brake: 'drum',
    material: 'iron',
    mount: 4,
    barrel: 2,
    types: ['conv'],
    makes: O,
    abs: 1,
    hcb: [2],
    madeToOrder: true,
  },
  { pos: 'FL', brake: 'drum', material: 'iron', mount: 2, types: ['conv'], makes: S, abs: 0, hcb: [2] },
  {
    pos: 'FL',
    brake: 'disc',
    material: 'iron',
    mount: 1,
    rotor: 1,
    types: ['preset', 'conv'],
    makes: K,
    abs: 2,
    hcb: [2],
    rotorKits: ['10041219'],
  },
  {
    pos: 'FL',
    brake: 'disc',
    material: 'iron',
    mount: 1,
    rotor: 2,
    types: ['conv'],
    makes: F,
    abs: 3,
    hcb: [2],
    status: 'Service Only',
    rotorKits: ['10041220'],
  },
  // R drive
  {
    pos: 'R',
    brake: 'drum',
    material: 'aluminum',
    mount: 1,
    axleStud: 1,
    types: ALL,
    makes: A,
    abs: 2,
    long: ['preset', 'conv'],
    pins: { preset: '10031080', plus: '10031081', 'long-preset': '10031082' },
    note: 'drive',
  },
  {
    pos: 'R',
    brake: 'drum',
    material: 'iron',
    mount: 1,
    axleStud: 2,
    types: ['preset', 'conv'],
    makes: A,
    abs: 2,
    predecessor: 'preset',
  },
  {
    pos: 'R',
    brake: 'drum',
    material: 'iron',
    mount: 4,
    barrel: 2,
    axleStud: 2,
    types: ['preset', 'conv'],
    makes: K,
    abs: 2,
  },
  {
    pos: 'R',
    brake: 'drum',
    material: 'aluminum',
    mount: 4,
    barrel: 3,
    axleStud: 1,
    types: ['preset', 'plus'],
    makes: F,
    abs: 2,
    long: ['plus'],
  },
  { pos: 'R', brake: 'drum', material: 'iron', mount: 2, axleStud: 1, types: ['conv'], makes: S, abs: 0 },
  { pos: 'R', brake: 'drum', material: 'iron', mount: 5, barrel: 3, axleStud: 2, types: ['conv'], makes: S, abs: 2 },
  {
    pos: 'R',
    brake: 'drum',
    material: 'iron',
    mount: 1,
    studs8: true,
    axleStud: 1,
    types: ['conv'],
    makes: [6],
    abs: 2,
  },
  {
    pos: 'R',
    brake: 'disc',
    material: 'aluminum',
    mount: 1,
    rotor: 1,
    axleStud: 1,
    types: ['preset', 'conv'],
    makes: K,
    abs: 3,
    long: ['preset'],
    rotorKits: ['10087664', '10086914'],
  },
  {
    pos: 'R',
    brake: 'disc',
    material: 'iron',
    mount: 1,
    rotor: 1,
    axleStud: 2,
    types: ALL,
    makes: V,
    abs: 3,
    rotorKits: ['10083924'],
  },
  {
    pos: 'R',
    brake: 'disc',
    material: 'iron',
    mount: 1,
    rotor: 2,
    axleStud: 2,
    types: ['conv'],
    makes: F,
    abs: 3,
    rotorKits: ['10041218', '10041217'],
  },
  {
    pos: 'R',
    brake: 'drum',
    material: 'iron',
    mount: 1,
    axleStud: 1,
    types: ['conv'],
    makes: O,
    abs: 2,
    madeToOrder: true,
  },
  {
    pos: 'R',
    brake: 'drum',
    material: 'aluminum',
    mount: 1,
    axleStud: 2,
    types: ['preset', 'conv'],
    makes: [14, 9],
    abs: 0,
  },
  { pos: 'R', brake: 'drum', material: 'aluminum', mount: 1, axleStud: 2, types: ['preset', 'conv'], makes: F, abs: 0 },
  {
    pos: 'R',
    brake: 'drum',
    material: 'aluminum',
    mount: 1,
    studs8: true,
    axleStud: 1,
    types: ['conv'],
    makes: [6],
    abs: 2,
  },
  { pos: 'R', brake: 'drum', material: 'iron', mount: 1, axleStud: 1, types: ALL, makes: K, abs: 3 },
  // TN trailer
  {
    pos: 'TN',
    brake: 'drum',
    material: 'aluminum',
    mount: 1,
    types: ALL,
    makes: [31, 32, 33],
    abs: 2,
    hcb: [1],
    long: ['preset'],
    predecessor: 'preset',
    pins: { preset: '10031065', plus: '10032998', 'long-preset': '10031066' },
    note: 'trailer',
  },
  {
    pos: 'TN',
    brake: 'drum',
    material: 'iron',
    mount: 1,
    types: ['preset', 'conv'],
    makes: [31, 32, 33],
    abs: 2,
    hcb: [1, 2],
    note: 'trailer',
  },
  { pos: 'TN', brake: 'drum', material: 'aluminum', mount: 1, types: ALL, makes: [33, 34], abs: 3, hcb: [1] },
  {
    pos: 'TN',
    brake: 'disc',
    material: 'aluminum',
    mount: 1,
    rotor: 1,
    offset: 1,
    types: ['conv'],
    makes: [],
    abs: 2,
    hcb: [2],
    rotorKits: ['10041221'],
  },
  {
    pos: 'TN',
    brake: 'drum',
    material: 'aluminum',
    mount: 1,
    types: ['preset', 'conv'],
    makes: [],
    abs: 0,
    hcb: [1, 2],
  },
  { pos: 'TN', brake: 'drum', material: 'iron', mount: 1, types: ['conv'], makes: [], abs: 0, hcb: [2] },
  {
    pos: 'TN',
    brake: 'drum',
    material: 'aluminum',
    mount: 4,
    barrel: 1,
    types: ['preset', 'conv'],
    makes: [34, 35],
    abs: 2,
    hcb: [1, 2],
  },
  { pos: 'TN', brake: 'drum', material: 'iron', mount: 2, types: ['conv'], makes: [36, 31], abs: 0, hcb: [2] },
  { pos: 'TN', brake: 'drum', material: 'iron', mount: 5, barrel: 2, types: ['conv'], makes: [], abs: 0, hcb: [2] },
  {
    pos: 'TN',
    brake: 'drum',
    material: 'aluminum',
    mount: 1,
    small: true,
    types: ['preset', 'plus'],
    makes: [32],
    abs: 1,
    hcb: [1, 2],
  },
  {
    pos: 'TN',
    brake: 'disc',
    material: 'aluminum',
    mount: 1,
    rotor: 1,
    offset: 1,
    types: ['preset', 'conv'],
    makes: [31, 33],
    abs: 2,
    hcb: [1],
    rotorKits: ['10041221'],
  },
  {
    pos: 'TN',
    brake: 'disc',
    material: 'iron',
    mount: 1,
    rotor: 6,
    offset: 2,
    types: ['conv'],
    makes: [31, 33],
    abs: 2,
    hcb: [1],
  },
  {
    pos: 'TN',
    brake: 'disc',
    material: 'iron',
    mount: 1,
    rotor: 3,
    offset: 2,
    types: ['preset'],
    makes: [],
    abs: 2,
    hcb: [1],
    rotorKits: ['10041222'],
  },
  {
    pos: 'TN',
    brake: 'disc',
    material: 'aluminum',
    mount: 1,
    rotor: 1,
    offset: 0,
    types: ['conv'],
    makes: [34],
    abs: 2,
    hcb: [2],
    rotorKits: ['10041221'],
  },
  {
    pos: 'TN',
    brake: 'drum',
    material: 'aluminum',
    mount: 1,
    types: ['conv'],
    makes: [31],
    abs: 2,
    hcb: [2],
    status: 'Service Only',
  },
  {
    pos: 'TN',
    axle: 0,
    brake: 'drum',
    material: 'iron',
    mount: 1,
    types: ['conv'],
    makes: [32],
    abs: 0,
    hcb: [1],
    madeToOrder: true,
  },
  { pos: 'TN', brake: 'drum', material: 'iron', mount: 1, types: ['preset', 'conv'], makes: [32], abs: 0, hcb: [1] },
  // TP trailer
  {
    pos: 'TP',
    brake: 'drum',
    material: 'iron',
    mount: 1,
    types: ['preset', 'conv'],
    makes: [31, 33, 36],
    abs: 2,
    hcb: [2, 1],
    long: ['conv'],
    note: 'trailer',
  },
  {
    pos: 'TP',
    brake: 'drum',
    material: 'aluminum',
    mount: 4,
    barrel: 2,
    types: ['preset'],
    makes: [31],
    abs: 2,
    hcb: [2],
  },
  {
    pos: 'TP',
    brake: 'drum',
    material: 'aluminum',
    mount: 1,
    types: ['preset', 'plus'],
    makes: [31, 33],
    abs: 2,
    hcb: [2, 1],
  },
  { pos: 'TP', brake: 'drum', material: 'iron', mount: 2, types: ['conv'], makes: [], abs: 0, hcb: [2] },
  { pos: 'TP', brake: 'drum', material: 'iron', mount: 4, barrel: 3, types: ['conv'], makes: [35], abs: 2, hcb: [2] },
  {
    pos: 'TP',
    brake: 'disc',
    material: 'iron',
    mount: 1,
    rotor: 1,
    offset: 1,
    types: ['conv'],
    makes: [],
    abs: 2,
    hcb: [2],
    rotorKits: ['10041223'],
  },
  {
    pos: 'TP',
    brake: 'drum',
    material: 'iron',
    mount: 1,
    types: ['conv'],
    makes: [34],
    abs: 2,
    hcb: [2],
    status: 'Terminated',
  },
];

type Hub = Row & {
  id: number;
  hub_assembly_number: string;
  design: Design;
  type: HubType;
  long: boolean;
  hand: 'Right Hand' | 'Left Hand';
  hcb: number;
  filters: Record<string, number[]>;
  castingKey: string;
};

const HUB_TYPE_NAME: Record<HubType, string> = { preset: 'PreSet', plus: 'PreSet Plus', conv: 'Conventional' };
const MOUNT_NAME: Record<number, string> = {
  1: 'Hub Piloted',
  2: 'Stud Piloted',
  4: 'Hub Piloted, Outboard Drum',
  5: 'Stud Piloted, Outboard Drum',
};

/** A hub's aftermarket description in Spanish and in Canadian French: the sample translates its TN
 * trailer PreSet and PreSet Plus hubs (the product names stay). */
function translatedHubDescriptions(
  typeName: string,
  d: { material: string; brake: string; mount: number },
  studs: number,
  long: boolean,
  abs: boolean,
) {
  const iron = d.material === 'iron';
  const outboard = d.mount === 4 || d.mount === 5;
  const studPiloted = d.mount === 2 || d.mount === 5;
  const es = [
    `Maza ${typeName}`,
    'TN de remolque',
    iron ? 'hierro dúctil' : 'aluminio',
    d.brake === 'drum' ? 'frenos de tambor' : 'frenos de disco',
    studPiloted ? 'centrado por birlos' : 'centrado por maza',
    outboard ? 'tambor exterior' : null,
    `${studs} birlos`,
    long ? 'birlos largos' : null,
    abs ? 'ABS' : null,
  ];
  const fr = [
    `Moyeu ${typeName}`,
    'TN remorque',
    iron ? 'fonte ductile' : 'aluminium',
    d.brake === 'drum' ? 'freins à tambour' : 'freins à disque',
    studPiloted ? 'centrage sur goujons' : 'centrage sur moyeu',
    outboard ? 'tambour extérieur' : null,
    `${studs} goujons`,
    long ? 'goujons longs' : null,
    abs ? 'ABS' : null,
  ];
  const join = (words: (string | null)[]) => words.filter(Boolean).join(', ');
  return { aftermarket_description_es: join(es), aftermarket_description_fr_ca: join(fr) };
}

/** A TN trailer hub casting's description in Spanish and in Canadian French (the sample translates those). */
function translatedHubCasting(d: { material: string; brake: string; unitized?: boolean }, outboard: boolean) {
  const iron = d.material === 'iron';
  const drum = d.brake === 'drum';
  return {
    description_es: `Fundición de maza TN de remolque, ${iron ? 'hierro dúctil' : 'aluminio'}, frenos de ${drum ? 'tambor' : 'disco'}${outboard ? ', tambor exterior' : ''}${d.unitized ? ', unitizada' : ''}`,
    description_fr_ca: `Moulage de moyeu TN remorque, ${iron ? 'fonte ductile' : 'aluminium'}, freins à ${drum ? 'tambour' : 'disque'}${outboard ? ', tambour extérieur' : ''}${d.unitized ? ', unitisé' : ''}`,
  };
}

/** The standout class of a hub design (wssdi); the long-stud version keeps its class. */
function standout(mount: number): number {
  return ({ 1: 3, 2: 1, 4: 4, 5: 2 } as Record<number, number>)[mount]!;
}

function wheelStud(d: Design, long: boolean, hand: string): string {
  const hubPiloted = d.mount === 1 || d.mount === 4;
  const outboard = d.mount === 4 || d.mount === 5;
  if (hubPiloted) return outboard ? (long ? '10001403' : '10001402') : long ? '10001401' : '10001400';
  const base = outboard ? 14 : long ? 12 : 10;
  return `100014${base + (hand === 'Left Hand' ? 1 : 0)}`;
}

function hubFilters(d: Design, type: HubType, long: boolean, hand: string, hcb: number): Record<string, number[]> {
  const p = POS[d.pos];
  const hubPiloted = d.mount === 1 || d.mount === 4;
  const axle = d.axle ?? (type === 'conv' ? p.axleId : p.presetAxleId);
  const f: Record<string, number[]> = {
    tcomp: [p.tcomp],
    brkty: [d.brake === 'drum' ? 1 : 2],
    tmake: d.makes,
    aaxna: [axle],
    whlps: [hubPiloted ? 2 : 1],
    wssdi: [standout(d.mount)],
    stdps: [hubPiloted ? 0 : 1],
    hubps: [hubPiloted ? (d.studs8 ? 2 : 1) : 0],
    strdo: [hand === 'Left Hand' ? 2 : 1],
    hamnt: [d.mount],
    barlg: [d.barrel ?? 0],
    gawrr: [d.axle === 79 || d.axle === 82 ? 2 : p.gawr[d.material]],
    axthd: [d.axleStud ?? 0],
    hcmty: [d.material === 'iron' ? 1 : 2],
    icfsb: [d.small ? 2 : 1],
    dpidi: [d.brake === 'disc' ? 0 : hubPiloted ? 1 : 2],
    abrty: [d.rotor ?? 0],
    hofsi: [d.offset ?? 0],
    brdia: [d.brake === 'disc' ? (d.pos === 'R' || d.pos === 'TP' ? 2 : 1) : 0],
    ovlgt: [d.brake === 'disc' ? (d.pos === 'TN' || d.pos === 'TP' ? 3 : d.pos === 'R' ? 2 : 1) : 0],
    abcoi: [d.abs ?? 0],
    hcbdi: [p.position === 'Drive' ? 0 : hcb],
    wmslc: [long ? 2 : 1],
    hatyp: d.unitized ? [] : [type === 'preset' ? 1 : type === 'plus' ? 2 : 3],
    ovldi: [d.brake === 'disc' ? 1 : 0],
  };
  return f;
}

function buildHubs() {
  const hubs: Hub[] = [];
  const pinned = new Set(DESIGNS.flatMap((d) => Object.values(d.pins ?? {})));
  let next = 10032000;
  const number = () => {
    do next += 3;
    while (pinned.has(String(next)));
    return String(next);
  };
  for (const d of DESIGNS) {
    const p = POS[d.pos];
    const hands: ('Right Hand' | 'Left Hand')[] =
      d.mount === 2 || d.mount === 5 ? ['Left Hand', 'Right Hand'] : ['Right Hand'];
    const variants: { type: HubType; long: boolean; hand: 'Right Hand' | 'Left Hand'; hcb: number; old?: boolean }[] =
      [];
    for (const hcb of d.hcb ?? [0]) {
      for (const hand of hands) {
        for (const type of d.types) {
          variants.push({ type, long: false, hand, hcb });
          if (d.long?.includes(type)) variants.push({ type, long: true, hand, hcb });
        }
        if (d.predecessor) variants.push({ type: d.predecessor, long: false, hand, hcb, old: true });
      }
    }
    for (const v of variants) {
      const key = `${v.old ? 'old-' : ''}${v.long ? 'long-' : ''}${v.type}`;
      const pin = hcbFirst(d, v.hcb) && v.hand === hands[hands.length - 1] ? d.pins?.[key] : undefined;
      const hubNumber = pin ?? number();
      const castingKey = `${d.unitized ? 'U' : ''}${d.pos}|${d.material}|${d.brake}|${d.mount === 4 || d.mount === 5 ? 'outboard' : 'inboard'}`;
      hubs.push({
        id: hubs.length + 1,
        hub_assembly_number: hubNumber,
        design: d,
        type: v.type,
        long: v.long,
        hand: v.hand,
        hcb: v.hcb,
        filters: hubFilters(d, v.type, v.long, v.hand, v.hcb),
        castingKey,
        status: v.old ? 'Terminated' : (d.status ?? 'Active'),
        is_aftermarket: !d.madeToOrder,
        part_type_id: d.partType ?? 115,
        axleLabel: p.label,
      });
    }
  }
  return hubs;
}
const hcbFirst = (d: Design, hcb: number) => (d.hcb ?? [0])[0] === hcb;

// ---- the catalog ---------------------------------------------------------------------------------

export function buildSample(): CatalogRows {
  const out: CatalogRows = {};
  const add = (file: string, row: Row) => (out[file] ??= []).push(row);
  const images = new Map<string, Row>();
  const image = (family: string, partNumber: string, spec: Row) => {
    const guid = guidOf(`${family}:${partNumber}`);
    if (!images.has(guid)) images.set(guid, { guid, family, part_number: partNumber, image_type_id: 1, spec });
    return guid;
  };

  // competitors and part types
  const competitors: [number, string][] = [
    [OWN.id, OWN.name],
    [2, 'Redline Hub Co.'],
    [3, 'Keystone Drum & Brake'],
    [4, 'Ardent Axle Parts'],
    [5, 'Summit Friction'],
    [6, 'Cascade Disc Systems'],
    [7, 'Bluewater Bearing Supply'],
  ];
  for (const [id, name] of competitors) add('competitors', { id, name });
  const partTypes: [number, string, Record<string, string>?][] = [
    [1, 'Hub Casting'],
    [5, 'Wheel Stud'],
    [6, 'Axle Stud'],
    [7, 'ABS Ring'],
    [8, 'Fill Plug'],
    [23, 'Brake Drum'],
    [101, 'Bearing Set', { 0: 'None', 1: 'Inner', 2: 'Outer' }],
    [115, 'Complete Hub Assembly'],
    [202, 'Rotor Casting'],
    [203, 'Replacement Rotor Kit'],
    [217, 'PreSet Complete Hub Rebuild Kit (Keyway)'],
    [218, 'PreSet Complete Hub Rebuild Kit (D Flat)'],
    [219, 'PreSet/PreSet Plus Hub Rebuild Kit'],
    [220, 'Wheel Seal'],
    [221, 'Wheel Seal and Spacer Kit'],
    [222, 'PreSet Spindle Nut Kit (D Flat)'],
    [223, 'PreSet Spindle Nut Kit (Keyway)'],
    [226, 'PreSet Plus Spindle Nut Kit (D Flat)'],
    [227, 'PreSet Plus Spindle Nut Kit (Keyway)'],
    [241, 'ABS Ring'],
    [652, 'Drum Casting'],
    [1112, 'Complete Hub Assembly (Volvo exclusive)'],
    [1115, 'Complete Hub Assembly (Meritor exclusive)'],
  ];
  for (const [id, name, usages] of partTypes) add('part_types', { id, name, usages: usages ?? {} });

  // hub filter categories and values
  addFilters(add, 'hub', HUB_TITLES, HUB_VALUES);
  for (const [id, , type] of ROTOR_TYPES) {
    image('rotor', `filter:abrty:${id}`, { outsideDiameterMm: 430, thicknessMm: 45, rotorType: type, boltHoles: 10 });
  }

  // studs
  const studIds = new Map<string, number>();
  STUDS.forEach((s, i) => {
    studIds.set(s.number, i + 1);
    const kind = s.kind === 5 ? 'wheel' : s.kind === 3 ? 'axle' : 'rotor';
    const diameterInch =
      s.thread === 'M22x1.5'
        ? 0.87
        : s.thread === '3/4-16'
          ? 0.75
          : s.thread === '5/8-18'
            ? 0.625
            : s.thread === 'M16x1.5'
              ? 0.63
              : 0.71;
    add('studs', {
      id: i + 1,
      stud_number: s.number,
      kind: s.kind,
      chart_description: `${s.thread} x ${s.a.toFixed(2)}" ${STUD_STYLES[s.style - 1]![1]}, ${s.hand}`,
      style_description: STUD_STYLES[s.style - 1]![1],
      diameter: s.thread,
      thread_orientation: s.hand,
      dimension_a: s.a,
      dimension_b: s.b,
      dimension_c: s.c || null,
      dimension_d: s.d,
      base_styles_id: s.style,
      image_guid: image('stud', s.number, {
        lengthInch: s.a,
        threadInch: s.d,
        diameterInch,
        kind,
        head: s.style === 1 ? 'clipped' : 'round',
      }),
    });
  });

  // kits
  const kit = (
    row: Row & { part_number: string; kind: string; part_type_id: number; description: string },
    family: string,
    spec: Row,
  ) => add('kits', { ...row, image_guid: image(family, row.part_number, spec) });
  const setsUsed = new Map<number, Set<number>>();
  const useSet = (set: number, axle: number) => {
    if (!setsUsed.has(set)) setsUsed.set(set, new Set());
    setsUsed.get(set)!.add(axle);
  };
  for (const pos of Object.keys(POS) as Pos[]) {
    const p = POS[pos];
    useSet(p.set[0], p.axleId);
    useSet(p.set[1], p.axleId);
    useSet(p.psSet[0], p.presetAxleId);
    useSet(p.psSet[1], p.presetAxleId);
  }
  useSet(413, 79);
  useSet(406, 79);
  for (const [set, [cone, cup, bore, od, width]] of Object.entries(BEARINGS)) {
    const n = bearingKit(Number(set));
    kit(
      {
        part_number: n,
        kind: 'bearing',
        part_type_id: 101,
        description: `Bearing set ${cone}/${cup} (Set ${set})`,
        description_es: `Juego de rodamientos ${cone}/${cup} (juego ${set})`,
        description_fr_ca: `Ensemble de roulements ${cone}/${cup} (ensemble ${set})`,
        type: 'Bearing Set',
        product_type: Number(set) >= 427 ? 'PreSet matched bearing set' : 'Bearing set',
        bearing_type: 'Tapered roller, cone and cup',
        reference_set_no: `Set ${set}`,
        bore_diameter_inch: bore,
        outer_diameter_inch: od,
        width,
        what_kit_contains: `1 cone ${cone}, 1 cup ${cup}`,
      },
      'bearing',
      { boreInch: bore, outsideInch: od, widthInch: width },
    );
    for (const axle of [...(setsUsed.get(Number(set)) ?? [])].sort((a, b) => a - b)) {
      const name = HUB_VALUES.aaxna!.find((v) => v.id === axle)!.name;
      add('kit_axles', { part_number: n, axle_id: axle, axle_name: name });
    }
  }
  for (const pos of Object.keys(POS) as Pos[]) {
    const p = POS[pos];
    const [seal, bore, od] = SEALS[pos];
    kit(
      {
        part_number: seal,
        kind: 'seal',
        part_type_id: 220,
        description: `Wheel seal, ${p.label}`,
        type: 'Wheel Seal',
        product_type: 'Unitized oil seal',
        axle: pos,
        axle_position: p.position,
        inner_diameter_inch: bore,
        outer_diameter_inch: od,
        thickness_inch: 0.94,
        note: 'Install with the seal driver; do not lubricate the outer diameter.',
      },
      'seal',
      { boreInch: bore, outsideInch: od },
    );
    kit(
      {
        part_number: SEAL_SPACER[pos],
        kind: 'seal_spacer',
        part_type_id: 221,
        description: `Wheel seal and spacer kit, ${p.label} PreSet`,
        type: 'Seal and Spacer Kit',
        product_type: 'PreSet',
        axle: pos,
        axle_position: p.position,
        what_kit_contains: `1 wheel seal ${seal}, 1 precision bearing spacer`,
        seal_and_spacer_kit: SEAL_SPACER[pos],
      },
      'kit',
      { contains: 'seal and spacer' },
    );
    kit(
      {
        part_number: REBUILD[pos],
        kind: 'rebuild',
        part_type_id: 219,
        description: `PreSet/PreSet Plus hub rebuild kit, ${p.label}`,
        type: 'Rebuild Kit',
        product_type: 'PreSet/PreSet Plus',
        axle: pos,
        axle_position: p.position,
        kit_type: 'Rebuild',
        what_kit_contains: `Bearing sets ${bearingKit(p.psSet[0])} and ${bearingKit(p.psSet[1])}, seal and spacer kit ${SEAL_SPACER[pos]}`,
        seal_and_spacer_kit: SEAL_SPACER[pos],
        rebuild_kit_number: REBUILD[pos],
      },
      'kit',
      { contains: 'bearings, spacer and seal' },
    );
    add('rebuild_kits', {
      kit_number: REBUILD[pos],
      bearing_set_number_inboard: bearingKit(p.psSet[0]),
      bearing_set_number_outboard: bearingKit(p.psSet[1]),
      seal_and_spacer_kit_number: SEAL_SPACER[pos],
    });
  }
  for (const [key, [n, typeId]] of Object.entries(COMPLETE)) {
    const [pos, lock] = key.split('|') as [Pos, Lock];
    const nut = PRESET_NUT[key]![0];
    kit(
      {
        part_number: n,
        kind: 'rebuild',
        part_type_id: typeId,
        description: `PreSet complete hub rebuild kit, ${POS[pos].label}, ${lock === 'dflat' ? 'D Flat' : 'Keyway'}`,
        type: 'Complete Rebuild Kit',
        product_type: 'PreSet',
        axle: pos,
        axle_position: POS[pos].position,
        kit_type: lock === 'dflat' ? 'D Flat' : 'Keyway',
        what_kit_contains: `Rebuild kit ${REBUILD[pos]} and spindle nut kit ${nut}`,
        seal_and_spacer_kit: SEAL_SPACER[pos],
        rebuild_kit_number: REBUILD[pos],
      },
      'kit',
      { contains: 'rebuild kit and spindle nut' },
    );
  }
  for (const [table, product] of [
    [PRESET_NUT, 'PreSet'],
    [PLUS_NUT, 'PreSet Plus'],
  ] as const) {
    for (const [key, [n, typeId, socket]] of Object.entries(table)) {
      const [pos, lock] = key.split('|') as [Pos, Lock];
      kit(
        {
          part_number: n,
          kind: 'spindle_nut',
          part_type_id: typeId,
          description: `${product} spindle nut kit, ${POS[pos].label}, ${lock === 'dflat' ? 'D Flat' : 'Keyway'}`,
          type: 'Spindle Nut Kit',
          product_type: product,
          axle: pos,
          axle_position: POS[pos].position,
          kit_type: lock === 'dflat' ? 'D Flat' : 'Keyway',
          six_point_socket_size: socket,
          torque_spec: '300 ft-lb, no back-off',
          what_kit_contains:
            product === 'PreSet Plus'
              ? '1 PreSet Plus spindle nut with retainer'
              : '1 spindle nut, 1 lock washer, 1 outer nut',
          note: product === 'PreSet Plus' ? 'Required for the 5 years/500,000 mile warranty.' : null,
        },
        'spindle_nut',
        { socketInch: socket, lock: lock === 'dflat' ? 'dflat' : 'keyway' },
      );
    }
  }
  for (const [ring, kitNumber] of Object.entries(ABS_KIT)) {
    const d = ABS_DIAMETER[ring]!;
    kit(
      {
        part_number: ring,
        kind: 'abs_tone_ring',
        part_type_id: 7,
        description: `ABS tone ring, 100 tooth, ${d.toFixed(1)}" diameter`,
        description_es: `Anillo tonal ABS, 100 dientes, ${d.toFixed(1)}" de diámetro`,
        description_fr_ca: `Roue phonique ABS, 100 dents, ${d.toFixed(1).replace('.', ',')} po de diamètre`,
        type: 'ABS Tone Ring',
        abs_type: '100 tooth',
        abs_tone_ring_number: ring,
        abs_service_kit_number: kitNumber,
        inner_diameter_inch: d,
      },
      'abs_ring',
      { teeth: 100, diameterInch: d },
    );
    kit(
      {
        part_number: kitNumber,
        kind: 'abs_service',
        part_type_id: 241,
        description: `ABS service kit, 100 tooth ring ${ring} with screws`,
        type: 'ABS Service Kit',
        abs_type: '100 tooth',
        abs_tone_ring_number: ring,
        abs_service_kit_number: kitNumber,
        screw_number: '10041980',
        abs_tone_ring_kit_number: kitNumber,
        what_kit_contains: `1 tone ring ${ring}, 10 screws 10041980`,
      },
      'kit',
      { contains: 'ABS tone ring and screws' },
    );
  }
  kit(
    {
      part_number: FILL_PLUG,
      kind: 'fill_plug',
      part_type_id: 8,
      description: 'Hub cap fill plug with O-ring',
      description_es: 'Tapón de llenado del tapón de maza, con anillo O',
      description_fr_ca: 'Bouchon de remplissage du chapeau de moyeu, avec joint torique',
      type: 'Fill Plug',
      what_kit_contains: '1 fill plug, 1 O-ring',
      torque_spec: '15-20 ft-lb',
    },
    'kit',
    { contains: 'fill plug and O-ring' },
  );

  // rotor kits and rotors
  type RotorDef = {
    number: string;
    type: 1 | 2 | 3 | 6;
    pos: 'FF' | 'FL' | 'R' | 'TN' | 'TP';
    kit?: string;
    status?: string;
    discontinued?: boolean;
    note?: string;
  };
  const ROTORS: RotorDef[] = [
    { number: '10087661', type: 1, pos: 'FF', kit: '10087663' },
    { number: '10086208', type: 1, pos: 'FF', kit: '10086915', status: 'Terminated' },
    { number: '10083921', type: 2, pos: 'FF', kit: '10083923' },
    { number: '10041212', type: 1, pos: 'FF', kit: '10041216' },
    { number: '10041211', type: 1, pos: 'FF', kit: '10041215' },
    { number: '10087662', type: 1, pos: 'R', kit: '10087664' },
    { number: '10086207', type: 1, pos: 'R', kit: '10086914', status: 'Terminated' },
    { number: '10083922', type: 1, pos: 'R', kit: '10083924' },
    { number: '10041214', type: 2, pos: 'R', kit: '10041218' },
    { number: '10041213', type: 2, pos: 'R', kit: '10041217' },
    { number: '10020109', type: 2, pos: 'R' },
    { number: '10041225', type: 1, pos: 'FL', kit: '10041219' },
    { number: '10041226', type: 2, pos: 'FL', kit: '10041220' },
    { number: '10041227', type: 1, pos: 'TN', kit: '10041221' },
    { number: '10041228', type: 3, pos: 'TN', kit: '10041222' },
    { number: '10041229', type: 1, pos: 'TP', kit: '10041223' },
    { number: '10009970', type: 1, pos: 'FF', status: 'Terminated', discontinued: true },
    { number: '10041290', type: 6, pos: 'TN', status: 'Terminated' },
  ];
  const kitLabel: Record<string, string> = {};
  for (const n of ['10083923', '10041216', '10041215', '10086915', '10087663']) kitLabel[n] = 'For FF Steer Axle';
  for (const n of ['10083924', '10041218', '10041217', '10086914', '10087664']) kitLabel[n] = 'For R Drive Axle';
  const kitNote: Record<string, string> = {
    '10087663': 'Replaces kit 10086915 (rotor 10086208)',
    '10087664': 'Replaces kit 10086914 (rotor 10086207)',
  };
  const rotorType = (t: number) => ROTOR_TYPES.find((r) => r[0] === t)!;
  const rotorCasting: Record<string, string> = {
    '1|FF': '10024001',
    '1|FL': '10024001',
    '1|R': '10024002',
    '2|FF': '10024003',
    '2|FL': '10024003',
    '2|R': '10024003',
    '1|TN': '10024004',
    '1|TP': '10024004',
    '3|TN': '10024005',
    '6|TN': '10024006',
  };
  const castingRows: Row[] = [];
  const castingIds = new Map<string, number>();
  const casting = (
    kind: 'hub' | 'rotor' | 'drum',
    numberText: string,
    description: string,
    studs: number,
    translated?: { description_es: string; description_fr_ca: string },
  ) => {
    const key = `${kind}|${numberText}`;
    if (!castingIds.has(key)) {
      castingIds.set(key, castingRows.length + 1);
      castingRows.push({
        id: castingRows.length + 1,
        kind,
        casting_number: numberText,
        description,
        ...translated,
        image_guid: image('casting', `${kind}:${numberText}`, { kind, studs }),
      });
    }
    return numberText;
  };
  ROTORS.forEach((r, i) => {
    const [, typeName, family] = rotorType(r.type);
    const trailer = r.pos === 'TN' || r.pos === 'TP';
    const od = r.type === 6 ? 16.93 : 16.9;
    const thickness = 1.77;
    const overall = trailer ? 5.1 : r.pos === 'R' ? 4.45 : 3.85;
    const castingNumber = casting(
      'rotor',
      rotorCasting[`${r.type}|${r.pos}`]!,
      `${typeName} rotor casting, ${POS[r.pos].label}`,
      10,
    );
    if (r.kit) {
      kit(
        {
          part_number: r.kit,
          kind: 'rotor_kit',
          part_type_id: 203,
          description: `Replacement rotor kit, ${typeName.toLowerCase()} rotor ${r.number}`,
          type: 'Rotor Kit',
          product_type: typeName,
          axle: r.pos,
          axle_position: kitLabel[r.kit] ?? `For ${POS[r.pos].label} Axle`,
          what_kit_contains: `1 rotor ${r.number}, 10 rotor studs 10001600, 10 flange nuts`,
          note: kitNote[r.kit] ? `Note: ${kitNote[r.kit]}` : null,
        },
        'kit',
        { contains: 'rotor, studs and nuts' },
      );
    }
    add('brake_rotors', {
      id: i + 1,
      brake_rotor_number: r.number,
      brake_rotor_type: typeName,
      brake_rotor_kit_number: r.kit ?? null,
      status: r.status ?? 'Active',
      discontinued: r.discontinued ?? false,
      overall_length: overall,
      brake_surface_outside_diameter: od,
      thickness,
      pilot_diameter: r.type === 6 ? 8.5 : 8.78,
      bolt_circle: r.type === 6 ? 0 : 10.25,
      bolt_size: r.type === 6 ? null : 'M16x1.5',
      bolt_hole_number: r.type === 6 ? null : 10,
      image_guid: image('rotor', r.number, {
        outsideDiameterMm: 430,
        thicknessMm: 45,
        rotorType: family,
        boltHoles: r.type === 6 ? 0 : 10,
      }),
      casting_number: castingNumber,
    });
    if (r.type !== 6) {
      add('rotor_components', {
        rotor_id: i + 1,
        part_number: r.number,
        description: `${typeName} rotor`,
        quantity: 1,
      });
      add('rotor_components', {
        rotor_id: i + 1,
        part_number: '10001600',
        description: 'Rotor stud M16x1.5',
        quantity: 10,
      });
      add('rotor_components', {
        rotor_id: i + 1,
        part_number: '10001610',
        description: 'Flange nut M16x1.5',
        quantity: 10,
      });
    }
  });

  // hubs
  const hubs = buildHubs();
  const byNumber = new Map(hubs.map((h) => [h.hub_assembly_number, h]));
  const siblings = (h: Hub, type: HubType) =>
    hubs.find(
      (o) =>
        o.design === h.design &&
        o.type === type &&
        o.long === h.long &&
        o.hand === h.hand &&
        o.hcb === h.hcb &&
        o.status !== 'Terminated',
    );
  const machining = new Map<string, string>();
  for (const h of hubs) {
    const d = h.design;
    const p = POS[d.pos];
    const preset = h.type !== 'conv' && !d.unitized;
    const hubPiloted = d.mount === 1 || d.mount === 4;
    const outboard = d.mount === 4 || d.mount === 5;
    const typeName = d.unitized ? 'Unitized' : HUB_TYPE_NAME[h.type];
    const materialName = d.material === 'iron' ? 'Ductile Iron' : 'Aluminum';
    const studs = d.studs8 ? 8 : 10;
    const boltCircle = d.studs8 ? 10.83 : 11.25;
    const thread = hubPiloted ? 'M22x1.5' : '3/4-16';
    const axleName = d.axle === 79 ? 'Meritor MFS (FF)' : d.axle === 82 ? 'Volvo/Mack Unitized' : d.pos;
    const set = preset ? p.psSet : p.set;
    const castingNumber = casting(
      'hub',
      `1002${3000 + [...new Set(hubs.map((x) => x.castingKey))].indexOf(h.castingKey) + 1}`,
      `${p.label} ${materialName.toLowerCase()} ${d.brake} hub casting${outboard ? ', outboard drum' : ''}${d.unitized ? ', unitized' : ''}`,
      studs,
      d.pos === 'TN' ? translatedHubCasting(d, outboard) : undefined,
    );
    const mKey = `${h.castingKey}|${d.mount}|${studs}|${d.abs ?? 0}|${d.axleStud ?? 0}`;
    if (!machining.has(mKey)) machining.set(mKey, `1002${6000 + machining.size + 1}`);
    const abs = (d.abs ?? 0) > 0;
    const standoutInch = r2(
      (HUB_VALUES.wssdi!.find((v) => v.id === h.filters.wssdi![0])!.inch as number) + (h.long ? 0.4 : 0),
    );
    const features = [
      p.label,
      materialName,
      d.brake === 'drum' ? 'Drum' : 'Disc',
      MOUNT_NAME[d.mount],
      `${studs} Stud`,
      h.long ? 'Long Stud' : null,
      abs ? 'ABS' : null,
      d.mount === 2 || d.mount === 5 ? h.hand : null,
    ]
      .filter(Boolean)
      .join(', ');
    const title = `${p.label} ${typeName} Hub Assembly`;
    const ratingPound = d.axle === 79 || d.axle === 82 ? 13200 : p.rating[d.material];
    let gawrText = `Rated to ${ratingPound.toLocaleString('en-US')} lbs. GAWR with the wheels and tires the axle maker approves.`;
    let links: string[] = [];
    if (d.note && !h.long) {
      if (d.note === 'trailer') {
        gawrText =
          'Rated to the GAWR shown with dual 22.5" wheels. For wide-base single tires see {{link}}; for the bearing adjustment procedure see {{link}}.';
        links = ['wide-base-tire-ratings.pdf', 'bearing-adjustment-procedure.pdf'];
      } else if (d.note === 'drive') {
        gawrText = 'GAWR applies to single drive axles. Tandem ratings are listed in {{link}}.';
        links = ['drive-axle-rating-guide.pdf'];
      } else {
        gawrText = 'Steer axle GAWR depends on the wheel and tire. Check {{link}} before fitting.';
        links = ['steer-axle-wheel-chart.pdf'];
      }
    } else if (h.long) {
      gawrText += ' The long studs are for aluminum wheels; the rating is that of the standard-stud hub.';
    }
    const conv = preset ? siblings(h, 'conv') : undefined;
    const rotorT = d.rotor ? rotorType(d.rotor) : undefined;
    Object.assign(h, {
      title,
      aftermarket_description: `${typeName} Hub, ${features}`,
      description: `${title}: ${materialName.toLowerCase()} ${p.position.toLowerCase()} hub for ${d.brake} brakes on ${axleName} axles, ${studs} x ${thread} studs on a ${boltCircle}" bolt circle${abs ? ', 100-tooth ABS ring' : ''}.`,
      image_guid: image('hub', h.hub_assembly_number, {
        studs,
        boltCircleInch: boltCircle,
        pilotInch: hubPiloted ? 8.66 : 8.72,
        flangeDiameterInch: d.small ? 12.8 : 13,
        brake: d.brake,
        position: p.position.toLowerCase(),
        material: d.material,
        preset,
      }),
      gawr_note_text: gawrText,
      gawr_note_links: links,
      material: materialName,
      axle_position: p.position,
      axle: axleName,
      hub_assembly_type: typeName,
      bearing_number_inboard: d.unitized ? null : `${BEARINGS[set[0]]![0]}/${BEARINGS[set[0]]![1]}`,
      bearing_number_outboard: d.unitized ? null : `${BEARINGS[set[1]]![0]}/${BEARINGS[set[1]]![1]}`,
      bearing_numbers_type: d.unitized ? 'Unitized' : 'Cone/Cup',
      brake_type: d.brake === 'drum' ? 'Drum' : 'Disc',
      hub_mounting_system: MOUNT_NAME[d.mount],
      wheel_stud_standout_inch: standoutInch,
      wheel_material: h.long ? 'Aluminum' : 'Steel',
      flange_offset_inch: r2(p.flangeOffset + (outboard ? 0.75 : 0)),
      weight_pound: r2(p.weight[d.material] + (d.brake === 'disc' ? 4 : 0) + (outboard ? 3 : 0) + (h.long ? 0.4 : 0)),
      abs_ring_included: abs,
      hub_rating_pound: ratingPound,
      wheel_stud_bolt_circle_diameter_inch: boltCircle,
      abs_ring_number: abs ? p.absRing : null,
      wheel_stud_thread: thread,
      bearing_cones_included: preset || !!d.unitized,
      seal_included: preset || !!d.unitized,
      fill_hole: p.position !== 'Drive' && !d.unitized,
      abs_offset_inch: abs ? (HUB_VALUES.abcoi!.find((v) => v.id === d.abs)!.inch as number) : null,
      axle_stud_thread: d.axleStud ? (d.axleStud === 1 ? '5/8-18' : '3/4-16') : null,
      small_backface: !!d.small,
      brake_rotor_depth: d.brake === 'disc' ? 3.2 : null,
      brake_rotor_offset: d.brake === 'disc' ? (d.pos === 'R' ? 2.62 : 2.1) : null,
      brake_rotor_thickness: d.brake === 'disc' ? 1.77 : null,
      brake_rotor_type: rotorT ? rotorT[1] : null,
      brake_drum_pilot_diameter: d.brake === 'drum' ? (hubPiloted ? 8.78 : 8.72) : null,
      barrel_length: d.barrel ? (HUB_VALUES.barlg!.find((v) => v.id === d.barrel)!.inch as number) : null,
      conventional_hub_number: conv?.hub_assembly_number ?? null,
      casting_number: castingNumber,
      machining_number: machining.get(mKey),
    });
    if (d.pos === 'TN' && h.type !== 'conv' && !d.unitized)
      Object.assign(h, translatedHubDescriptions(typeName, d, studs, h.long, abs));
  }
  for (const c of castingRows) add('castings', c);

  const hubColumns = new Set([
    'id',
    'hub_assembly_number',
    'title',
    'aftermarket_description',
    'aftermarket_description_es',
    'aftermarket_description_fr_ca',
    'description',
    'part_type_id',
    'status',
    'is_aftermarket',
    'image_guid',
    'gawr_note_text',
    'gawr_note_links',
    'material',
    'axle_position',
    'axle',
    'hub_assembly_type',
    'bearing_number_inboard',
    'bearing_number_outboard',
    'bearing_numbers_type',
    'brake_type',
    'hub_mounting_system',
    'wheel_stud_standout_inch',
    'wheel_material',
    'flange_offset_inch',
    'weight_pound',
    'abs_ring_included',
    'hub_rating_pound',
    'wheel_stud_bolt_circle_diameter_inch',
    'abs_ring_number',
    'wheel_stud_thread',
    'bearing_cones_included',
    'seal_included',
    'fill_hole',
    'abs_offset_inch',
    'axle_stud_thread',
    'small_backface',
    'brake_rotor_depth',
    'brake_rotor_offset',
    'brake_rotor_thickness',
    'brake_rotor_type',
    'brake_drum_pilot_diameter',
    'barrel_length',
    'conventional_hub_number',
    'casting_number',
    'machining_number',
  ]);
  for (const h of hubs) add('hub_assemblies', Object.fromEntries(Object.entries(h).filter(([k]) => hubColumns.has(k))));

  // hub parts
  const kitDescription = new Map((out.kits ?? []).map((k) => [k.part_number as string, k.description as string]));
  const kitTranslations = new Map(
    (out.kits ?? []).map((k) => [
      k.part_number as string,
      { description_es: k.description_es ?? null, description_fr_ca: k.description_fr_ca ?? null },
    ]),
  );
  const studDescription = new Map(
    (out.studs ?? []).map((s) => [s.stud_number as string, s.chart_description as string]),
  );
  for (const h of hubs) {
    const d = h.design;
    const p = POS[d.pos];
    const part = (n: string, typeId: number, ranking = 1, usage: number | null = null, description?: string) =>
      add('hub_parts', {
        hub_id: h.id,
        part_number: n,
        description: description ?? kitDescription.get(n) ?? studDescription.get(n) ?? n,
        ...(description === undefined ? kitTranslations.get(n) : undefined),
        type_id: typeId,
        usage_id: usage,
        ranking,
      });
    const self = h.status === 'Terminated' ? (siblings(h, h.type) ?? h) : h;
    part(self.hub_assembly_number, 115, 1, null, self.aftermarket_description as string);
    if (h.type === 'conv' && siblings(h, 'preset'))
      part(
        siblings(h, 'preset')!.hub_assembly_number,
        115,
        2,
        null,
        siblings(h, 'preset')!.aftermarket_description as string,
      );
    const lock = d.lock ?? p.lock;
    const key = `${d.pos}|${lock}`;
    if (!d.unitized) {
      const preset = h.type !== 'conv';
      const set = preset ? p.psSet : p.set;
      part(bearingKit(set[0]), 101, 1, 1);
      if (set[1] !== set[0]) part(bearingKit(set[1]), 101, 1, 2);
      part(SEALS[d.pos][0], 220);
      if (preset) {
        part(REBUILD[d.pos], 219);
        part(SEAL_SPACER[d.pos], 221);
        if (COMPLETE[key]) part(COMPLETE[key]![0], COMPLETE[key]![1]);
        if (h.type === 'preset' && PRESET_NUT[key]) part(PRESET_NUT[key]![0], PRESET_NUT[key]![1]);
        if (PLUS_NUT[key]) part(PLUS_NUT[key]![0], PLUS_NUT[key]![1]);
      }
    }
    part(wheelStud(d, h.long, h.hand), 5);
    if (d.axleStud) part(d.axleStud === 1 ? '10001500' : '10001501', 6);
    if (h.fill_hole) part(FILL_PLUG, 8);
    if (h.abs_ring_included) {
      part(ABS_KIT[p.absRing]!, 241);
      part(p.absRing, 7);
    }
    (d.rotorKits ?? []).forEach((k, i) => part(k, 203, i + 1));
  }

  addLegacyHub(add, image, hubs.length + 1, (n) => kitDescription.get(n) ?? studDescription.get(n) ?? n);

  // hub item filters ('hub') and hub casting filters ('casting')
  for (const h of hubs) addItemFilters(add, 'hub', h.id, h.filters);
  const castingCodes = finders.casting.codes.filter((c) => c !== 'hanum');
  const castingValues: Record<string, FV[]> = {};
  for (const code of castingCodes)
    castingValues[code] =
      code === 'rtoff'
        ? inchValues([
            [0, 0],
            [1, 2.1],
            [2, 2.62],
          ])
        : code === 'hubrt'
          ? RATINGS.map(([id, lb]) => ({ id, name: `${thousands(lb)} lbs.` }))
          : HUB_VALUES[code]!;
  addFilters(add, 'casting', { ...castingTitle, ...HUB_TITLES }, castingValues);
  for (const h of hubs) {
    const filters: Record<string, number[]> = {};
    for (const code of castingCodes)
      filters[code] =
        code === 'rtoff'
          ? [h.brake_rotor_offset === 2.1 ? 1 : h.brake_rotor_offset === 2.62 ? 2 : 0]
          : code === 'hubrt'
            ? [RATINGS.find(([, lb]) => lb === h.hub_rating_pound)![0]]
            : h.filters[code]!;
    addItemFilters(add, 'casting', h.id, filters);
  }

  buildDrums(add, image, casting);
  buildRotorFilters(add, out);
  buildStudFilters(add);
  for (const c of castingRows) if (!(out.castings ?? []).includes(c)) add('castings', c);
  out.images = [...images.values()];
  buildInterchanges(add, out, hubs, byNumber);
  return out;
}

/**
 * An old hub assembly from before the current designs: terminated, never an aftermarket product, with
 * an interchange (its own number and a competitor's) but no questionnaire filters, so a search for it
 * ends on /hub/not-available/{number}. Its bearings, seal and studs are still listed.
 */
export const LEGACY_HUB = {
  number: '10018476',
  competitor: [4, '017.4052'] as [number, string],
  parts: [
    ['10080403', 101, 1],
    ['10080401', 101, 2],
    ['10080112', 220, null],
    ['10001400', 5, null],
    ['10001501', 6, null],
  ] as [string, number, number | null][],
};

function addLegacyHub(add: Add, image: ImageFn, id: number, describe: (partNumber: string) => string) {
  const p = POS.R;
  add('hub_assemblies', {
    id,
    hub_assembly_number: LEGACY_HUB.number,
    title: 'R Drive Conventional Hub Assembly',
    aftermarket_description: 'Conventional Hub, R Drive, Ductile Iron, Drum, Hub Piloted, 10 Stud (superseded design)',
    description:
      'R Drive Conventional Hub Assembly: ductile iron drive hub for drum brakes on R axles, 10 x M22x1.5 studs on a 11.25" bolt circle. Superseded design; no longer made.',
    part_type_id: 115,
    status: 'Terminated',
    is_aftermarket: false,
    image_guid: image('hub', LEGACY_HUB.number, {
      studs: 10,
      boltCircleInch: 11.25,
      pilotInch: 8.66,
      flangeDiameterInch: 13,
      brake: 'drum',
      position: 'drive',
      material: 'iron',
      preset: false,
    }),
    gawr_note_text: 'Terminated hub: the GAWR of its replacement applies.',
    gawr_note_links: [],
    material: 'Ductile Iron',
    axle_position: 'Drive',
    axle: 'R',
    hub_assembly_type: 'Conventional',
    bearing_number_inboard: `${BEARINGS[p.set[0]]![0]}/${BEARINGS[p.set[0]]![1]}`,
    bearing_number_outboard: `${BEARINGS[p.set[1]]![0]}/${BEARINGS[p.set[1]]![1]}`,
    bearing_numbers_type: 'Cone/Cup',
    brake_type: 'Drum',
    hub_mounting_system: MOUNT_NAME[1],
    wheel_stud_standout_inch: 2.16,
    wheel_material: 'Steel',
    flange_offset_inch: p.flangeOffset,
    weight_pound: 71,
    abs_ring_included: false,
    hub_rating_pound: 23000,
    wheel_stud_bolt_circle_diameter_inch: 11.25,
    wheel_stud_thread: 'M22x1.5',
    bearing_cones_included: false,
    seal_included: false,
    fill_hole: false,
    axle_stud_thread: '3/4-16',
    small_backface: false,
    brake_drum_pilot_diameter: 8.78,
  });
  for (const [partNumber, typeId, usage] of LEGACY_HUB.parts) {
    add('hub_parts', {
      hub_id: id,
      part_number: partNumber,
      description: describe(partNumber),
      type_id: typeId,
      usage_id: usage,
      ranking: 1,
    });
  }
}

const castingTitle: Record<string, string> = { rtoff: 'Rotor Offset', hubrt: 'Hub Rating Pounds' };
const RATINGS: [number, number][] = [
  [1, 12000],
  [2, 13200],
  [3, 16000],
  [4, 20000],
  [5, 23000],
  [6, 25000],
  [7, 26000],
  [8, 30000],
];

type Add = (file: string, row: Row) => void;
type ImageFn = (family: string, partNumber: string, spec: Row) => string;
type CastingFn = (kind: 'hub' | 'rotor' | 'drum', numberText: string, description: string, studs: number) => string;

/** A finder's filter categories (its codes in category order, titled) and its values, in their order. */
function addFilters(add: Add, finder: FinderName, titles: Record<string, string>, values: Record<string, FV[]>) {
  finders[finder].codes.forEach((code, i) =>
    add('filter_categories', { finder, id: i + 1, code, title: titles[code], sort: i + 1 }),
  );
  for (const [code, list] of Object.entries(values))
    list.forEach((v, i) => add('filter_values', { finder, code, sort: i + 1, ...v }));
}

/** The filter values one item of a finder carries, by code. */
function addItemFilters(add: Add, finder: FinderName, id: number, filters: Record<string, number | number[]>) {
  for (const [code, ids] of Object.entries(filters))
    for (const v of [ids].flat()) add('item_filters', { finder, item_id: id, code, value_id: v });
}

const TRUCK_OR_TRAILER: FV[] = [
  { id: 1, name: 'Truck' },
  { id: 2, name: 'Trailer' },
];

// ---- drums ---------------------------------------------------------------------------------------

type DrumDef = {
  number: string;
  dia: number;
  width: number;
  pilot: number;
  holes: 8 | 10;
  mount: 'Outboard' | 'Inboard';
  kind: 'Cast' | 'Lightweight Cast' | 'Centrifuse';
  weight: number;
  axpos: number[];
  makes: number[];
  status?: string;
  notes: string[];
  bsn?: boolean;
  depth: number;
};
const DRUMS: DrumDef[] = [
  {
    number: '10061001',
    dia: 15,
    width: 4,
    pilot: 8.78,
    holes: 10,
    mount: 'Outboard',
    kind: 'Cast',
    weight: 76,
    axpos: [1],
    makes: [1, 2, 3, 6],
    notes: ['Balanced'],
    depth: 5.75,
  },
  {
    number: '10061002',
    dia: 15,
    width: 4,
    pilot: 8.78,
    holes: 10,
    mount: 'Outboard',
    kind: 'Lightweight Cast',
    weight: 68,
    axpos: [1],
    makes: [2, 3],
    notes: ['Balanced', 'Lightweight design'],
    depth: 5.75,
  },
  {
    number: '10061003',
    dia: 16.5,
    width: 5,
    pilot: 8.78,
    holes: 10,
    mount: 'Outboard',
    kind: 'Cast',
    weight: 85,
    axpos: [1],
    makes: [1, 4, 5, 7],
    notes: ['Balanced'],
    depth: 6.5,
    bsn: true,
  },
  {
    number: '10061004',
    dia: 16.5,
    width: 5,
    pilot: 8.72,
    holes: 10,
    mount: 'Outboard',
    kind: 'Cast',
    weight: 84,
    axpos: [1],
    makes: [8, 6],
    notes: ['For stud piloted wheels'],
    depth: 6.5,
  },
  {
    number: '10061005',
    dia: 16.5,
    width: 6,
    pilot: 8.78,
    holes: 10,
    mount: 'Outboard',
    kind: 'Cast',
    weight: 95,
    axpos: [1],
    makes: [10, 11, 12, 13],
    notes: ['Heavy steer axles'],
    depth: 7.25,
  },
  {
    number: '10061010',
    dia: 16.5,
    width: 7,
    pilot: 8.78,
    holes: 10,
    mount: 'Outboard',
    kind: 'Cast',
    weight: 112,
    axpos: [2, 3],
    makes: [1, 2, 3, 4, 5, 6, 7, 31, 32, 33],
    notes: ['Balanced', 'SAE J431 G3000 iron'],
    depth: 7.5,
    bsn: true,
  },
  {
    number: '10061011',
    dia: 16.5,
    width: 7,
    pilot: 8.78,
    holes: 10,
    mount: 'Outboard',
    kind: 'Lightweight Cast',
    weight: 94,
    axpos: [2, 3],
    makes: [1, 2, 3, 31, 33],
    notes: ['Lightweight design', 'Balanced'],
    depth: 7.5,
    bsn: true,
  },
  {
    number: '10061012',
    dia: 16.5,
    width: 7,
    pilot: 8.78,
    holes: 10,
    mount: 'Outboard',
    kind: 'Centrifuse',
    weight: 85,
    axpos: [3],
    makes: [31, 32, 34],
    notes: ['Steel shell with cast liner'],
    depth: 7.5,
  },
  {
    number: '10061013',
    dia: 16.5,
    width: 7,
    pilot: 8.78,
    holes: 10,
    mount: 'Outboard',
    kind: 'Cast',
    weight: 127,
    axpos: [2, 3],
    makes: [4, 5, 35],
    notes: ['Wear indicator', 'Dust shield recess 17.38"'],
    depth: 7.5,
  },
  {
    number: '10061014',
    dia: 16.5,
    width: 7,
    pilot: 8.72,
    holes: 10,
    mount: 'Outboard',
    kind: 'Cast',
    weight: 110,
    axpos: [2, 3],
    makes: [8, 6, 5, 36],
    notes: ['For stud piloted wheels'],
    depth: 7.5,
  },
  {
    number: '10061015',
    dia: 16.5,
    width: 7,
    pilot: 8.78,
    holes: 8,
    mount: 'Outboard',
    kind: 'Cast',
    weight: 108,
    axpos: [2],
    makes: [6],
    notes: ['8 stud (WHD-8) pattern'],
    depth: 7.5,
  },
  {
    number: '10061016',
    dia: 16.5,
    width: 7,
    pilot: 8.78,
    holes: 10,
    mount: 'Inboard',
    kind: 'Cast',
    weight: 118,
    axpos: [2, 3],
    makes: [1, 2, 31],
    notes: ['Inboard mounted: remove the hub to service'],
    depth: 7.75,
  },
  {
    number: '10061017',
    dia: 16.5,
    width: 7,
    pilot: 8.78,
    holes: 10,
    mount: 'Outboard',
    kind: 'Cast',
    weight: 115,
    axpos: [2, 3],
    makes: [1, 31],
    notes: ['Replaced by 10061010'],
    depth: 7.5,
    status: 'Terminated',
  },
  {
    number: '10061018',
    dia: 16.5,
    width: 7,
    pilot: 8.72,
    holes: 10,
    mount: 'Outboard',
    kind: 'Cast',
    weight: 111,
    axpos: [0],
    makes: [5],
    notes: ['Axle position not specified'],
    depth: 7.5,
    status: 'Service Only',
  },
  {
    number: '10061020',
    dia: 16.5,
    width: 8.625,
    pilot: 8.78,
    holes: 10,
    mount: 'Outboard',
    kind: 'Cast',
    weight: 128,
    axpos: [3],
    makes: [31, 32, 33, 36],
    notes: ['Heavy duty trailer'],
    depth: 9.13,
    bsn: true,
  },
  {
    number: '10061021',
    dia: 16.5,
    width: 8.625,
    pilot: 8.72,
    holes: 10,
    mount: 'Outboard',
    kind: 'Cast',
    weight: 126,
    axpos: [3],
    makes: [34],
    notes: ['For stud piloted wheels'],
    depth: 9.13,
  },
];
const DRUM_VALUES: Record<string, FV[]> = {
  bcdia: inchValues([
    [1, 11.25],
    [2, 10.83],
  ]),
  pidia: inchValues([
    [1, 8.78],
    [2, 8.72],
  ]),
  shwid: inchValues([
    [1, 4],
    [2, 5],
    [3, 6],
    [4, 7],
    [5, 8.625],
  ]),
  szdia: inchValues([
    [1, 15],
    [2, 16.5],
  ]),
  holes: [
    { id: 8, name: '8' },
    { id: 10, name: '10' },
  ],
  tmake: [...TRUCK_MAKES, ...TRAILER_MAKES].map(([id, name]) => ({ id, name })),
  axpos: [
    { id: 0, name: '0' },
    { id: 1, name: 'Steer' },
    { id: 2, name: 'Drive' },
    { id: 3, name: 'Trailer' },
  ],
};
const DRUM_TITLES: Record<string, string> = {
  bcdia: 'Bolt Circle Diameter',
  pidia: 'Pilot Diameter',
  shwid: 'Shoe Width',
  szdia: 'Brake Diameter',
  holes: 'Choose the Stud Hole count',
  tmake: 'Choose the truck make',
  axpos: 'Axle position',
  brnum: 'Brake Drum Number',
  bhdia: 'Bolt Hole Diameter',
  ovdpt: 'Overall Depth',
  trtyp: 'Truck Type',
};

function buildDrums(add: Add, image: ImageFn, casting: CastingFn) {
  addFilters(add, 'drum', DRUM_TITLES, DRUM_VALUES);
  const castValues: Record<string, FV[]> = {
    bcdia: DRUM_VALUES.bcdia!,
    bhdia: inchValues([
      [1, 0.81],
      [2, 1.06],
    ]),
    pidia: DRUM_VALUES.pidia!,
    ovdpt: inchValues([
      [1, 5.75],
      [2, 6.5],
      [3, 7.25],
      [4, 7.5],
      [5, 7.75],
      [6, 9.13],
    ]),
    holes: DRUM_VALUES.holes!,
    trtyp: TRUCK_OR_TRAILER,
  };
  addFilters(add, 'drumcasting', DRUM_TITLES, castValues);
  const inch = (values: FV[], v: number) => values.find((x) => x.inch === v)!.id;
  DRUMS.forEach((d, i) => {
    const id = i + 1;
    const boltCircle = d.holes === 8 ? 10.83 : 11.25;
    const castNumber = `1006250${d.width === 4 ? 1 : d.width < 7 ? 2 : d.width === 7 ? (d.pilot === 8.78 ? 3 : 4) : 5}`;
    add('brake_drums', {
      id,
      brake_drum_number: d.number,
      brake_type: d.mount,
      brake_drum_type: d.kind,
      status: d.status ?? 'Active',
      weight_pound: d.weight,
      is_bsn_compatible: !!d.bsn,
      brake_size_diameter_inch: d.dia,
      brake_size_width_inch: d.width,
      pilot_diameter_inch: d.pilot,
      depth_inch: d.depth,
      drum_surface_width_inch: r2(d.width + 0.5),
      thickness_inch: d.kind === 'Centrifuse' ? 0.25 : 0.5,
      bolt_circle_diameter_inch: boltCircle,
      bolt_hole_diameter_inch: d.pilot === 8.78 ? 0.81 : 1.06,
      wheel_stud_hole_count: d.holes,
      image_guid: image('drum', d.number, {
        diameterInch: d.dia,
        widthInch: d.width,
        studHoles: d.holes,
        boltCircleInch: boltCircle,
        pilotInch: d.pilot,
      }),
      casting_number: casting('drum', castNumber, `${d.dia} x ${d.width} drum casting, ${d.pilot}" pilot`, d.holes),
    });
    d.notes.forEach((text, n) => add('drum_notes', { drum_id: id, sort: n + 1, text }));
    const filters: Record<string, number[]> = {
      bcdia: [inch(DRUM_VALUES.bcdia!, boltCircle)],
      pidia: [inch(DRUM_VALUES.pidia!, d.pilot)],
      shwid: [inch(DRUM_VALUES.shwid!, d.width)],
      szdia: [inch(DRUM_VALUES.szdia!, d.dia)],
      holes: [d.holes],
      tmake: d.makes,
      axpos: d.axpos,
    };
    addItemFilters(add, 'drum', id, filters);
    const cast: Record<string, number[]> = {
      bcdia: filters.bcdia!,
      bhdia: [d.pilot === 8.78 ? 1 : 2],
      pidia: filters.pidia!,
      ovdpt: [inch(castValues.ovdpt!, d.depth)],
      holes: [d.holes],
      trtyp: d.axpos.includes(3) && d.axpos.some((a) => a !== 3) ? [1, 2] : d.axpos.includes(3) ? [2] : [1],
    };
    addItemFilters(add, 'drumcasting', id, cast);
  });
}

// ---- rotor and stud finders ----------------------------------------------------------------------

function buildRotorFilters(add: Add, out: CatalogRows) {
  const titles: Record<string, string> = {
    axpos: 'Choose the Axle position',
    brtyp: 'Choose the brake rotor type',
    bsdia: 'Choose the Brake Surface Outside Diameter',
    ovlgt: 'Choose the overall length',
    bcdia: 'Choose the Hub Cap Bolt Circle Diameter',
  };
  const values: Record<string, FV[]> = {
    axpos: [
      { id: 1, name: 'Steer' },
      { id: 2, name: 'Drive' },
      { id: 3, name: 'Trailer' },
    ],
    brtyp: ROTOR_TYPES.map(([id, name]) => ({ id, name, image_guid: guidOf(`rotor:filter:abrty:${id}`) })),
    bsdia: [
      { id: 1, name: '16.90', inch: 16.9, millimeter: 430 },
      { id: 2, name: '16.93', inch: 16.93, millimeter: 430 },
    ],
    ovlgt: inchValues([
      [1, 3.85],
      [2, 4.45],
      [3, 5.1],
    ]),
    bcdia: [{ id: 0, name: '0', inch: 0, millimeter: 0 }, ...inchValues([[1, 10.25]])],
  };
  addFilters(add, 'rotor', titles, values);
  addFilters(add, 'rotorcasting', { trtyp: 'Truck Type', brnum: 'Brake Rotor Number' }, { trtyp: TRUCK_OR_TRAILER });
  for (const r of out.brake_rotors ?? []) {
    const id = r.id as number;
    const trailer = r.overall_length === 5.1;
    const axpos = trailer ? 3 : r.overall_length === 4.45 ? 2 : 1;
    const typeId = ROTOR_TYPES.find((t) => t[1] === r.brake_rotor_type)![0];
    const f: Record<string, number> = {
      axpos,
      brtyp: typeId,
      bsdia: r.brake_surface_outside_diameter === 16.9 ? 1 : 2,
      ovlgt: values.ovlgt!.find((v) => v.inch === r.overall_length)!.id,
      bcdia: r.bolt_circle ? 1 : 0,
    };
    addItemFilters(add, 'rotor', id, f);
    addItemFilters(add, 'rotorcasting', id, { trtyp: trailer ? 2 : 1 });
  }
}

function buildStudFilters(add: Add) {
  const titles: Record<string, string> = {
    stldp: 'Choose the Style Description',
    stdia: 'Stud Diameter',
    thrdt: 'Thread Orientation',
    wflng: 'Wheel Flange Diameter',
    pidia: 'Pilot Diameter',
    dimA: 'Dimension A',
    dimB: 'Dimension B',
    dimC: 'Dimension C',
    dimD: 'Dimension D',
    sdnum: 'Stud Number',
  };
  const threads = [...new Set(STUDS.map((s) => s.thread))];
  const dims = (k: 'a' | 'b' | 'c' | 'd') => [...new Set(STUDS.map((s) => s[k]))].sort((x, y) => x - y);
  const pilots = [...new Set(Object.values(WHEEL_STUD_FIT).map((f) => f.pilot))].sort((x, y) => x - y);
  const values: Record<string, FV[]> = {
    stldp: STUD_STYLES.map(([id, name]) => ({ id, name })),
    stdia: threads.map((t, i) => ({ id: i + 1, name: t })),
    thrdt: [
      { id: 1, name: 'Right Hand' },
      { id: 2, name: 'Left Hand' },
    ],
    // Named as the original answers them: 'true' is the small flange (spec 2, section 4).
    wflng: [
      { id: 1, name: 'false' },
      { id: 2, name: 'true' },
    ],
    pidia: pilots.map((inch, i) => ({ id: i + 1, name: inch.toFixed(2), inch, millimeter: mm(inch) })),
  };
  for (const k of ['a', 'b', 'c', 'd'] as const) {
    values[`dim${k.toUpperCase()}`] = dims(k).map((v, i) => ({
      id: i + 1,
      name: v.toFixed(2),
      inch: v,
      millimeter: mm(v),
    }));
  }
  addFilters(add, 'stud', titles, values);
  STUDS.forEach((s, i) => {
    const f: Record<string, number> = {
      stldp: s.style,
      stdia: threads.indexOf(s.thread) + 1,
      thrdt: s.hand === 'Right Hand' ? 1 : 2,
      dimA: dims('a').indexOf(s.a) + 1,
      dimB: dims('b').indexOf(s.b) + 1,
      dimC: dims('c').indexOf(s.c) + 1,
      dimD: dims('d').indexOf(s.d) + 1,
    };
    const fit = WHEEL_STUD_FIT[s.number];
    if (fit) {
      f.wflng = fit.smallFlange ? 2 : 1;
      f.pidia = pilots.indexOf(fit.pilot) + 1;
    }
    addItemFilters(add, 'stud', i + 1, f);
  });
}

// ---- interchanges --------------------------------------------------------------------------------

/** Competitor number shapes (digits are derived from the sequence, so they look varied but repeat on every run). */
const FORMATS: Record<number, (kind: string, n: number) => string> = {
  2: (kind, n) => `R${kind[0]!.toUpperCase()}-${1000 + ((n * 7919) % 9000)}.${String.fromCharCode(65 + (n % 6))}`,
  3: (kind, n) =>
    kind === 'drum'
      ? `${3000 + ((n * 613) % 6000)}A${n % 2 ? 'X' : ''}`
      : `${10000 + ((n * 4099) % 89999)}${String.fromCharCode(65 + (n % 4))}`,
  4: (_kind, n) => `0${10 + (n % 89)}.${1000 + ((n * 3571) % 9000)}`,
  5: (kind, n) => `SF ${kind.slice(0, 2).toUpperCase()}-${100 + ((n * 271) % 900)}-${n % 10}`,
  6: (kind, n) => `CD${100 + ((n * 331) % 900)}/${10 + (n % 90)}${kind === 'rotor' ? 'H' : ''}`,
  7: (kind, n) => `BW${10000 + ((n * 2687) % 89999)}-${['LT', 'HD', 'XL', 'SB'][n % 4]}`,
};

function buildInterchanges(add: Add, out: CatalogRows, hubs: Hub[], _byNumber: Map<string, Hub>) {
  let id = 0;
  const seen = new Set<string>();
  const row = (competitor: number, number: string, typeId: number, own: string) => {
    const key = `${competitor}|${number.toUpperCase().replace(/[\s\-./\\_]+/g, '')}|${own}`;
    if (seen.has(key)) return;
    seen.add(key);
    add('interchanges', {
      id: ++id,
      competitor_id: competitor,
      competitor_part_number: number,
      part_type_id: typeId,
      own_part_number: own,
    });
  };
  let n = 0;
  const competitorsFor = (own: string, typeId: number, kind: string, how: number) => {
    for (let k = 0; k < how; k++) {
      const competitor = 2 + ((Number(own.slice(-3)) + k * 2) % 6);
      row(competitor, FORMATS[competitor]!(kind, ++n), typeId, own);
    }
  };
  for (const h of hubs) {
    const typeId = h.part_type_id as number;
    row(1, h.hub_assembly_number, typeId, h.hub_assembly_number);
    if (h.hub_assembly_number === '10031065') row(2, 'RH-4410.A', typeId, h.hub_assembly_number);
    competitorsFor(h.hub_assembly_number, typeId, 'hub', h.status === 'Terminated' ? 1 : 2 + (h.id % 2));
  }
  const castingType: Record<string, number> = { hub: 1, rotor: 202, drum: 652 };
  for (const c of out.castings ?? [])
    row(1, c.casting_number as string, castingType[c.kind as string]!, c.casting_number as string);
  for (const d of out.brake_drums ?? []) {
    row(1, d.brake_drum_number as string, 23, d.brake_drum_number as string);
    competitorsFor(d.brake_drum_number as string, 23, 'drum', 3);
  }
  // drum interchanges shown on the drum details page
  const drumNumbers = (out.interchanges ?? []).filter((i) => i.part_type_id === 23 && i.competitor_id !== 1);
  for (const d of out.brake_drums ?? []) {
    drumNumbers
      .filter((i) => i.own_part_number === d.brake_drum_number)
      .forEach((i, k) =>
        add('drum_interchanges', {
          drum_id: d.id,
          brake_drum_number: i.competitor_part_number,
          type: k === 2 ? 'Centrifuse' : d.brake_drum_type,
          is_bsn_compatible: k === 0 ? d.is_bsn_compatible : false,
          weight_pound: r2((d.weight_pound as number) + (k - 1) * 3.5),
          is_best_match: k === 0,
        }),
      );
  }
  for (const r of out.brake_rotors ?? []) {
    row(1, r.brake_rotor_number as string, 203, r.brake_rotor_number as string);
    competitorsFor(r.brake_rotor_number as string, 203, 'rotor', r.discontinued ? 1 : 2);
  }
  for (const s of out.studs ?? []) {
    row(1, s.stud_number as string, 5, s.stud_number as string);
    competitorsFor(s.stud_number as string, 5, 'stud', 2);
  }
  const kitType: Record<string, number> = {
    rebuild: 219,
    abs_service: 241,
    seal: 220,
    bearing: 101,
    abs_tone_ring: 7,
    seal_spacer: 221,
    spindle_nut: 227,
    rotor_kit: 203,
  };
  for (const k of out.kits ?? []) {
    const typeId = kitType[k.kind as string];
    if (!typeId) continue;
    row(1, k.part_number as string, typeId, k.part_number as string);
    competitorsFor(k.part_number as string, typeId, 'kit', k.kind === 'bearing' ? 3 : 2);
  }
  row(1, LEGACY_HUB.number, 115, LEGACY_HUB.number);
  row(LEGACY_HUB.competitor[0], LEGACY_HUB.competitor[1], 115, LEGACY_HUB.number);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const folder = fileURLToPath(new URL('../../../../../catalog/sample/', import.meta.url));
  await writeCatalog(folder, buildSample());
  console.log(`sample catalog written to catalog/sample`);
}
