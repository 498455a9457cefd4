import {
  AXLE,
  BRKTY,
  HAMNT,
  TCOMP,
  WHLPS,
  WMSLC,
  ABRTY,
  hubSteps,
  hubValueNames,
  stepCode,
  type HubStep,
} from '../hubFilters';
import { finders } from '../finder/finders';
import { matchingQuery } from '../finder/spec';
import {
  parsePairs as parsePairsOf,
  serializePairs as serializeOf,
  withPair,
  withoutKeys,
  type Pairs,
} from '../finder/pairs';
import { autoValue, type ValueLike } from '../finder/plan';
import { message } from '../i18n/keys';

export type { ValueLike };

/** A filter code the API accepts as a pair key (the hub codes plus ovldi). */
export type FilterKey = (typeof hubValueNames)[number];

/** The chosen values, in the order they were chosen (object key order is kept). */
export type Filters = Partial<Record<FilterKey, number>>;

/** The truck-make button 'Other/Not Listed': recorded in the URL, never sent as a filter. */
export const OTHER_MAKE = 0;

/** Codes the filter page never asks for (section 4, 'Filter page', step 2). */
export const NOT_ASKED = ['tmake', 'gawrr', 'wssdi'] as const;
/** Names that are answers, not questions. */
const RESULT_NAMES = ['hanum', 'ovldi'];

const keySet = new Set<string>(hubValueNames);
export const isFilterKey = (k: string): k is FilterKey => keySet.has(k);

/** Parses 'k=v&k=v' (a leading '?' is allowed) with the hub finder's keys. */
export const parsePairs = (text: string): Filters => parsePairsOf(finders.hub, text) as Filters;

export const serializePairs = (filters: Filters): string => serializeOf(filters as Pairs);

/** The pairs the API is sent: everything chosen except the 'Other/Not Listed' make. */
export function apiPairs(filters: Filters): string {
  const { tmake, ...rest } = filters;
  return serializePairs(tmake == null || tmake === OTHER_MAKE ? rest : filters);
}

export const hasMake = (f: Filters) => f.tmake != null && f.tmake !== OTHER_MAKE;

/** Adds a choice at the end (moving the key there if it was already chosen). */
export const withChoice = (filters: Filters, key: FilterKey, id: number): Filters => withPair(filters, key, id);

export const without = (filters: Filters, keys: readonly string[]): Filters => withoutKeys(filters, keys);

/** Categories still to ask on the filter page, in category order. */
export function missingCategories(categories: readonly string[], filters: Filters): string[] {
  return categories.filter(
    (c) =>
      !(NOT_ASKED as readonly string[]).includes(c) && !RESULT_NAMES.includes(c) && filters[c as FilterKey] == null,
  );
}

export type FilterPagePlan = { kind: 'ask'; code: string } | { kind: 'results' };

/** Filter page: ask the first missing category; when none is missing, or hatyp is the only one left,
 * fetch the matching hubs. */
export function filterPagePlan(categories: readonly string[], filters: Filters): FilterPagePlan {
  const missing = missingCategories(categories, filters);
  if (missing.length === 0 || (missing.length === 1 && missing[0] === 'hatyp')) return { kind: 'results' };
  return { kind: 'ask', code: missing[0] };
}

/** The value chosen without asking: the only one, or for the axle the non-zero one of two. */
export const autoChoice = (code: string, values: readonly ValueLike[]): number | undefined =>
  autoValue(finders.hub, code, values);

/** The pairs of the matching-hubs call: what the API is sent, without the result names. */
export const hubPairs = (filters: Filters): string => apiPairs(without(filters, RESULT_NAMES));

/** When wheel type 1 is chosen, the long-stud versions are searched with wmslc=2 as well. */
export function longStudPairs(filters: Filters): string | undefined {
  if (filters.wmslc !== WMSLC.standard) return undefined;
  return hubPairs({ ...filters, wmslc: WMSLC.longStud });
}

/** The query string of the matching-hubs call (with the hub finder's inclv) and of the long-stud search. */
export const hubsQuery = (filters: Filters): string => matchingQuery(finders.hub, hubPairs(filters));

export function longStudQuery(filters: Filters): string | undefined {
  const pairs = longStudPairs(filters);
  return pairs === undefined ? undefined : matchingQuery(finders.hub, pairs);
}

// ---- The guided questionnaire ----

/** The step that asks the hub type (hatyp); it is not in the ordered list. */
export const HUB_TYPE_STEP = 'hub-type';
export type WizardStep = HubStep | typeof HUB_TYPE_STEP;

/** Which step sets each code (truck-type sets tcomp and brkty). */
export function stepOfCode(code: string): WizardStep | undefined {
  if (code === 'brkty' || code === 'tcomp') return 'truck-type';
  if (code === 'hatyp') return HUB_TYPE_STEP;
  for (const [step, c] of Object.entries(stepCode)) if (c === code) return step as HubStep;
  return undefined;
}

export function codeOfStep(step: WizardStep): string | undefined {
  return step === HUB_TYPE_STEP ? 'hatyp' : stepCode[step];
}

export function isWizardStep(s: string): s is WizardStep {
  return s === HUB_TYPE_STEP || (hubSteps as readonly string[]).includes(s);
}

/** The four truck-type buttons. The button id is the 'axle position' of the spec: 1 truck with the
 * first brake type, 2 truck with the second, 3 trailer with the first, 4 trailer with the second. */
export const truckTypes = [
  { position: 1, label: message('hub.truckType.truckDrum'), tcomp: TCOMP.truck, brkty: BRKTY.drum },
  { position: 2, label: message('hub.truckType.truckDisc'), tcomp: TCOMP.truck, brkty: BRKTY.disc },
  { position: 3, label: message('hub.truckType.trailerDrum'), tcomp: TCOMP.trailer, brkty: BRKTY.drum },
  { position: 4, label: message('hub.truckType.trailerDisc'), tcomp: TCOMP.trailer, brkty: BRKTY.disc },
] as const;

/** The tcomp and brkty an axle position sets. */
export function positionFilters(position: number): { tcomp: number; brkty: number } | undefined {
  const t = truckTypes.find((x) => x.position === position);
  return t && { tcomp: t.tcomp, brkty: t.brkty };
}

const isTrailer = (f: Filters) => f.tcomp === TCOMP.trailer;

/** gawr, unless it is skipped for a drum-brake trailer on axle 4 (then axle-stud). */
function gawrOrSkip(f: Filters): HubStep {
  return f.brkty === BRKTY.drum && f.aaxna === AXLE.trailerTN ? 'axle-stud' : 'gawr';
}

function following(step: HubStep): HubStep {
  const i = hubSteps.indexOf(step);
  return hubSteps[Math.min(i + 1, hubSteps.length - 1)];
}

/** The step after `step`, with the filters including what was chosen there (or nothing, when the
 * step was skipped). Implements the branching of section 4, 'Guided wizard'. */
export function nextStep(step: WizardStep, f: Filters): HubStep {
  switch (step) {
    case HUB_TYPE_STEP:
      return 'results';
    case 'axle-type':
      if (f.aaxna === AXLE.volvoMackUnitized) return 'results';
      if (f.aaxna === AXLE.meritorMfs) return 'hub-mounting-system';
      if ((f.aaxna === AXLE.steerFFPreSet || f.aaxna === AXLE.steerFLPreSet) && f.brkty === BRKTY.drum) {
        return 'wheel-pilot-system';
      }
      if (isTrailer(f) && !hasMake(f)) return 'hub-mounting-system';
      return gawrOrSkip(f);
    case 'wheel-pilot-system':
      return f.whlps === WHLPS.hubPiloted ? 'hub-pilot-type' : 'wheel-stud-standout';
    case 'hub-mounting-system':
      return f.hamnt === HAMNT.hubPilotedOutboard || f.hamnt === HAMNT.studPilotedOutboard
        ? 'barrel-length'
        : gawrOrSkip(f);
    case 'barrel-length':
      return gawrOrSkip(f);
    case 'material':
      return f.tcomp === TCOMP.truck && !hasMake(f) ? 'small-backface' : 'brake-rotor-type';
    case 'hub-cap-bolt-circle-diameter-inches':
      return 'wheel-type';
    default: {
      const next = following(step);
      return next === 'gawr' ? gawrOrSkip(f) : next;
    }
  }
}

/** Where a step sends the user before anything is asked: itself when it applies, else the step it
 * skips ahead to (truck-make without a truck type, barrel length without an outboard mounting, GAWR
 * for drum-brake trailers on axle 4, small backface other than for drum-brake trucks, hub offset
 * other than for disc brakes). Follows the chain to the first step that applies. */
export function resolveStep(step: WizardStep, f: Filters): WizardStep {
  let current: WizardStep = step;
  for (let i = 0; i < hubSteps.length + 1; i++) {
    const to = skipTo(current, f);
    if (!to) return current;
    current = to;
  }
  return current;
}

function skipTo(step: WizardStep, f: Filters): HubStep | undefined {
  switch (step) {
    case 'truck-make':
      return f.tcomp == null ? 'truck-type' : undefined;
    case 'barrel-length':
      return f.hamnt === HAMNT.hubPilotedOutboard || f.hamnt === HAMNT.studPilotedOutboard ? undefined : gawrOrSkip(f);
    case 'gawr':
      return f.brkty === BRKTY.drum && f.aaxna === AXLE.trailerTN ? 'axle-stud' : undefined;
    case 'small-backface':
      return f.tcomp === TCOMP.truck && f.brkty === BRKTY.drum ? undefined : 'brake-rotor-type';
    case 'hub-offset-inches':
      return f.brkty === BRKTY.disc ? undefined : 'brake-rotor-flange';
    default:
      return undefined;
  }
}

export type ChoiceOutcome =
  | { kind: 'go'; step: WizardStep; filters: Filters; to: string }
  /** `flat` is absent when no flat-rotor hub fits the choices made so far. */
  | { kind: 'promo'; flat?: ChoiceOutcome; splined: ChoiceOutcome };

/** `offered`: the value ids the step offered for the choices made so far. The flat-rotor offer is
 * made only when the flat type is among them (without the list it is assumed to be), so it never
 * leads to 'No results were found.'. */
export type ChoiceContext = { offered?: readonly number[] };

/** Records a choice made on a step and says where to go. truck-type takes the axle position;
 * truck-make takes OTHER_MAKE for 'Other/Not Listed'. A trailer picking the splined rotor type gets
 * the promo: 'See {brand} Flat Rotor' (flat rotor type, when a flat-rotor hub fits) and
 * 'Continue to Bendix Splined'. */
export function choose(step: WizardStep, filters: Filters, id: number, how: ChoiceContext = {}): ChoiceOutcome {
  if (step === 'truck-type') {
    const p = positionFilters(id);
    const base = without(filters, ['tcomp', 'brkty']);
    const f = p ? { ...base, tcomp: p.tcomp, brkty: p.brkty } : base;
    return advance(step, f);
  }
  const code = codeOfStep(step);
  if (!code || !isFilterKey(code)) return advance(step, filters);
  if (step === 'brake-rotor-type' && isSplinedPromo(filters, id)) {
    const splined = advance(step, withChoice(filters, 'abrty', id));
    if (how.offered && !how.offered.includes(ABRTY.flat)) return { kind: 'promo', splined };
    return { kind: 'promo', flat: advance(step, withChoice(filters, 'abrty', ABRTY.flat)), splined };
  }
  return advance(step, withChoice(filters, code, id));
}

/** Goes on from a step whose values left nothing to ask (none, or the one auto-chosen). */
export function skip(step: WizardStep, filters: Filters): ChoiceOutcome {
  return advance(step, filters);
}

function advance(step: WizardStep, f: Filters): ChoiceOutcome {
  const next = resolveStep(nextStep(step, f), f);
  return { kind: 'go', step: next, filters: f, to: stepPath(next, f) };
}

/** The splined-rotor promo: a trailer, brake type 1 or 2, picking 'Splined'. */
export function isSplinedPromo(f: Filters, abrty: number): boolean {
  return isTrailer(f) && (f.brkty === BRKTY.drum || f.brkty === BRKTY.disc) && abrty === ABRTY.splined;
}

/** '/hub/{step}?{pairs}': the chosen values ride in the query so reload, Back and links work. */
export function stepPath(step: WizardStep, f: Filters): string {
  const q = serializePairs(f);
  return q ? `/hub/${step}?${q}` : `/hub/${step}`;
}

/** Reads a step URL (path and query) back into the step and the filters. */
export function readStepUrl(pathname: string, search: string): { step: WizardStep; filters: Filters } | undefined {
  const m = /^\/hub\/([a-z-]+)\/?$/.exec(pathname);
  if (!m || !isWizardStep(m[1])) return undefined;
  return { step: m[1], filters: parsePairs(search) };
}

/** The chosen values grouped by the step that set them, in order (the filter history). */
export function history(f: Filters): { step: WizardStep; keys: FilterKey[] }[] {
  const out: { step: WizardStep; keys: FilterKey[] }[] = [];
  for (const key of Object.keys(f) as FilterKey[]) {
    const step = stepOfCode(key) ?? 'results';
    const last = out[out.length - 1];
    if (last && last.step === step) last.keys.push(key);
    else out.push({ step, keys: [key] });
  }
  return out;
}

/** Back: pop the last choice and return to the step that made it. With no choice recorded, the
 * previous step in order (step 1 goes to step 0, and step 0 goes home). When the step returned to
 * would auto-choose again, the screen goes back once more. */
export function back(step: WizardStep, f: Filters): string {
  const h = history(f);
  if (h.length === 0) {
    const i = hubSteps.indexOf(step as HubStep);
    if (i <= 0) return '/hub';
    return stepPath(hubSteps[i - 1], {});
  }
  const last = h[h.length - 1];
  const rest = without(f, last.keys);
  if (last.step === 'results') return stepPath(step, rest);
  return stepPath(last.step, rest);
}

/** 'Step N of M', shown when the step is above 0. */
export function stepProgress(step: WizardStep): { n: number; m: number } | undefined {
  const n = hubSteps.indexOf(step as HubStep);
  if (n <= 0) return undefined;
  return { n, m: hubSteps.length - 1 };
}

export const stepProgressText = (p: { n: number; m: number }) =>
  message('common.step.countOf', { step: p.n, total: p.m });
