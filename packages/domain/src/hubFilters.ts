/**
 * The hub finder's filters: the contract between the sample catalog, the filter-values API and the
 * guided questionnaire. Value ids are the ids stored in filter_values / item_filters (finder 'hub').
 */

/** The questionnaire steps in order; the index is the step number ('Step N of M'). */
export const hubSteps = [
  'choose-path',
  'truck-type',
  'truck-make',
  'axle-type',
  'wheel-pilot-system',
  'wheel-stud-standout',
  'stud-pilot-type',
  'hub-pilot-type',
  'thread-orientation',
  'hub-mounting-system',
  'barrel-length',
  'gawr',
  'axle-stud',
  'material',
  'small-backface',
  'drum-pilot-diameter-inches',
  'brake-rotor-type',
  'hub-offset-inches',
  'brake-rotor-flange',
  'overall-rotor-length',
  'abs-offset-inches',
  'hub-cap-bolt-circle-diameter-inches',
  'wheel-type',
  'results',
] as const;
export type HubStep = (typeof hubSteps)[number];

/** Which filter code each question step sets. truck-type sets tcomp and brkty together. */
export const stepCode: Partial<Record<HubStep, HubFilterCode>> = {
  'truck-type': 'tcomp',
  'truck-make': 'tmake',
  'axle-type': 'aaxna',
  'wheel-pilot-system': 'whlps',
  'wheel-stud-standout': 'wssdi',
  'stud-pilot-type': 'stdps',
  'hub-pilot-type': 'hubps',
  'thread-orientation': 'strdo',
  'hub-mounting-system': 'hamnt',
  'barrel-length': 'barlg',
  gawr: 'gawrr',
  'axle-stud': 'axthd',
  material: 'hcmty',
  'small-backface': 'icfsb',
  'drum-pilot-diameter-inches': 'dpidi',
  'brake-rotor-type': 'abrty',
  'hub-offset-inches': 'hofsi',
  'brake-rotor-flange': 'brdia',
  'overall-rotor-length': 'ovlgt',
  'abs-offset-inches': 'abcoi',
  'hub-cap-bolt-circle-diameter-inches': 'hcbdi',
  'wheel-type': 'wmslc',
};

/** Every hub filter code of the spec, in category id order (the filter_categories Id is index + 1). */
export const hubFilterCodes = [
  'tcomp',
  'brkty',
  'tmake',
  'aaxna',
  'whlps',
  'wssdi',
  'stdps',
  'hubps',
  'strdo',
  'hamnt',
  'barlg',
  'gawrr',
  'axthd',
  'hcmty',
  'icfsb',
  'dpidi',
  'abrty',
  'hofsi',
  'brdia',
  'ovlgt',
  'abcoi',
  'hcbdi',
  'wmslc',
  'hatyp',
  'hanum',
] as const;
export type HubFilterCode = (typeof hubFilterCodes)[number];

/** Codes the filter-values call also accepts as a name: hanum (the matching hubs) and ovldi. */
export const hubValueNames = [...hubFilterCodes, 'ovldi'] as const;

/** The spec's wizard state keys; each is null until chosen. */
export const filterStateKeys = [
  'brkty',
  'hatyp',
  'hcmty',
  'wmslc',
  'axthd',
  'gawrr',
  'whlps',
  'wssdi',
  'hubps',
  'stdps',
  'strdo',
  'hamnt',
  'aaxna',
  'tmake',
  'tcomp',
  'brdia',
  'abrty',
  'ovlgt',
  'hanum',
  'abcoi',
  'hcbdi',
  'dpidi',
  'barlg',
  'icfsb',
  'hofsi',
  'ovldi',
] as const;

/** tcomp: truck component. */
export const TCOMP = { truck: 1, trailer: 2 } as const;
/** brkty: brake type. */
export const BRKTY = { drum: 1, disc: 2 } as const;
/** aaxna: axle ids with meaning in the rules. */
export const AXLE = {
  steerFF: 1,
  steerFL: 2,
  drive: 3,
  trailerTN: 4,
  trailerTP: 5,
  steerFFPreSet: 10,
  steerFLPreSet: 11,
  meritorMfs: 79,
  volvoMackUnitized: 82,
} as const;
/** hamnt: mounting systems 4 and 5 (outboard drum styles) go on to barrel-length. */
export const HAMNT = { hubPiloted: 1, studPiloted: 2, hubPilotedOutboard: 4, studPilotedOutboard: 5 } as const;
/** whlps: wheel pilot system. */
export const WHLPS = { studPiloted: 1, hubPiloted: 2 } as const;
/** hcmty: hub material. */
export const HCMTY = { iron: 1, aluminum: 2 } as const;
/** hatyp: hub assembly type. */
export const HATYP = { preset: 1, presetPlus: 2, conventional: 3 } as const;
/** wmslc: wheel type; 1 standard studs, 2 the long-stud version. */
export const WMSLC = { standard: 1, longStud: 2 } as const;
/** abrty: brake rotor type. */
export const ABRTY = { hat: 1, uSection: 2, flat: 3, splined: 6 } as const;

/**
 * The hub filter categories in the order the filter-categories call answers them. The original clients
 * ask for 'the category at index N' on each questionnaire page, so these positions are fixed: 3 tmake,
 * 4 aaxna, 5 whlps, 6 wssdi, 7 stdps, 8 hubps, 9 strdo, 10 hamnt, 11 gawrr, 12 axthd, 13 wmslc, 14 hcmty,
 * 15 brdia, 16 abrty, 17 ovlgt, 18 abcoi, 21 hcbdi, 22 dpidi; the other codes fill the free positions.
 */
export const hubCategoryOrder = [
  'tcomp',
  'brkty',
  'hatyp',
  'tmake',
  'aaxna',
  'whlps',
  'wssdi',
  'stdps',
  'hubps',
  'strdo',
  'hamnt',
  'gawrr',
  'axthd',
  'wmslc',
  'hcmty',
  'brdia',
  'abrty',
  'ovlgt',
  'abcoi',
  'hofsi',
  'barlg',
  'hcbdi',
  'dpidi',
  'icfsb',
  'hanum',
] as const satisfies readonly HubFilterCode[];
