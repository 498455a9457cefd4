import { normalizePartNumber } from './partNumber';
import { PART_TYPE } from './partTypes';
import { finderTexts } from './finder/texts';
import type { PartSuggestion as Suggestion } from './contract/search';
import type { HubFilterSetAnswer } from './contract/hub';

/** What the routing reads of a home search suggestion (the contract's part suggestion). */
export type PartSuggestion = Pick<
  Suggestion,
  'CompetitorInterchangesId' | 'CompetitorName' | 'CompetitorPartNumber' | 'PartTypeId'
> &
  Partial<Suggestion>;

export type HomeDecision =
  | { kind: 'navigate'; to: string; delayMs: number; remember?: string }
  /** Fetch /aftermarkethubassemblyfilters?ciid={id}; then afterFilters(). */
  | { kind: 'filtersByInterchange'; id: number; partNumber: string }
  /** Fetch /kits/CompetitorPartNumberDetails/{partNumber}; then afterOwnLookup(). */
  | { kind: 'lookupOwnThen'; partNumber: string; pathPrefix: string }
  | { kind: 'noResults'; to: '/hub/no-results' }
  | { kind: 'none' };

export const NO_RESULTS_PATH = '/hub/no-results';

/** Redirect delays of the spec (section 9). */
export const DELAY = { casting: 1000, rotorOrDrumCasting: 100, none: 0 } as const;

const seg = (s: string | number) => encodeURIComponent(String(s));

/** True when the suggestion is the provider's own part (its number is its own equivalent). */
export function isOwn(s: PartSuggestion): boolean {
  if (s.IsOwn != null) return s.IsOwn;
  return !!s.PartNumber && normalizePartNumber(s.PartNumber) === normalizePartNumber(s.CompetitorPartNumber);
}

/** The number a detail page is opened with: the own equivalent when known, else the number chosen. */
function detailNumber(s: PartSuggestion): string {
  return s.PartNumber || s.CompetitorPartNumber;
}

const go = (to: string, delayMs: number = DELAY.none): HomeDecision => ({ kind: 'navigate', to, delayMs });

/** Detail pages opened straight from a suggestion, by PartTypeId. */
const detailPrefix: Record<number, string> = {
  [PART_TYPE.wheelStud]: '/hub/stud/summaries/',
  [PART_TYPE.rebuildKit]: '/hub/hub-rebuild-kits-detail/',
  [PART_TYPE.absRing]: '/hub/abs-service-kit-detail/',
  [PART_TYPE.absToneRing]: '/hub/abs-tone-ring-detail/',
  [PART_TYPE.sealSpacerKit]: '/hub/seal-spacer-kit-detail/',
  [PART_TYPE.presetPlusSpindleNutKeyway]: '/hub/spindle-nut-kit-detail/',
};

/** Detail pages that need the provider's own number: own parts go straight, others are looked up. */
const ownFirstPrefix: Record<number, string> = {
  [PART_TYPE.wheelSeal]: '/hub/seals-detail/',
  [PART_TYPE.bearingSet]: '/hub/bearing-detail/',
};

/** Where choosing a suggestion leads (the PartTypeId table of section 4, 'Home search'). */
export function routeSuggestion(s: PartSuggestion): HomeDecision {
  const type = s.PartTypeId;
  switch (type) {
    case PART_TYPE.hubAssembly:
      return { kind: 'filtersByInterchange', id: s.CompetitorInterchangesId, partNumber: detailNumber(s) };
    case PART_TYPE.meritorExclusive:
      return go('/hub/meritor-exclusive');
    case PART_TYPE.volvoExclusive:
      return go('/hub/volvo-exclusive');
    case PART_TYPE.casting:
      return go(`/hub/casting/filter/hamnt/hcnum=${seg(s.CompetitorPartNumber)}`, DELAY.casting);
    case PART_TYPE.brakeDrum:
      return go(`/hub/replacement-drum/recommended-drums/${s.CompetitorInterchangesId}`);
    case PART_TYPE.replacementRotorKit:
      return {
        kind: 'navigate',
        to: `/hub/replacement-rotor/recommended-rotors/${s.CompetitorInterchangesId}`,
        delayMs: DELAY.rotorOrDrumCasting,
        remember: detailNumber(s),
      };
    case PART_TYPE.rotorCasting:
      return go(`/hub/rotor-casting/filter/trtyp/ctnum=${seg(s.CompetitorPartNumber)}`, DELAY.rotorOrDrumCasting);
    case PART_TYPE.drumCasting:
      return go(`/hub/drum-casting/filter/holes/ctnum=${seg(s.CompetitorPartNumber)}`, DELAY.rotorOrDrumCasting);
  }
  const own = ownFirstPrefix[type];
  if (own) {
    return isOwn(s)
      ? go(own + seg(detailNumber(s)))
      : { kind: 'lookupOwnThen', partNumber: s.CompetitorPartNumber, pathPrefix: own };
  }
  const prefix = detailPrefix[type];
  if (prefix) return go(prefix + seg(detailNumber(s)));
  return { kind: 'filtersByInterchange', id: s.CompetitorInterchangesId, partNumber: detailNumber(s) };
}

/** After the own-number lookup of a seal or bearing: its detail page, or no results. */
export function afterOwnLookup(
  d: Extract<HomeDecision, { kind: 'lookupOwnThen' }>,
  ownNumber: string | null | undefined,
): HomeDecision {
  return ownNumber ? go(d.pathPrefix + seg(ownNumber)) : { kind: 'noResults', to: NO_RESULTS_PATH };
}

/** After the filters lookup of a hub: the filter page with those pairs, or 'not available'. */
export function afterFilters(
  d: Extract<HomeDecision, { kind: 'filtersByInterchange' }>,
  answer: HubFilterSetAnswer,
): HomeDecision {
  const pairs = answer.Status === 'OK' ? Object.entries(answer.Results) : [];
  if (pairs.length === 0) return go(`/hub/not-available/${seg(d.partNumber)}`);
  return go(`/hub/filters/${pairs.map(([code, id]) => `${code}=${id}`).join('&')}`);
}

/** Continue (home and hub number search): exactly one candidate acts like choosing it; typed text
 * with no candidates and no lookup running goes to no results; anything else does nothing. */
export function continueAction(text: string, candidates: number, loading: boolean): 'choose' | 'noResults' | 'none' {
  if (candidates === 1) return 'choose';
  if (text.trim() !== '' && candidates === 0 && !loading) return 'noResults';
  return 'none';
}

export type ContinueState = { text: string; candidates: PartSuggestion[]; loading: boolean };

export function continueSearch(state: ContinueState): HomeDecision {
  const action = continueAction(state.text, state.candidates.length, state.loading);
  if (action === 'choose') return routeSuggestion(state.candidates[0]);
  if (action === 'noResults') return { kind: 'noResults', to: NO_RESULTS_PATH };
  return { kind: 'none' };
}

/** The analytics event every search sends. */
export function unifiedSearchEvent(s: Pick<PartSuggestion, 'CompetitorName' | 'CompetitorPartNumber'>) {
  return { name: 'Unified Search' as const, competitor: s.CompetitorName, partNumber: s.CompetitorPartNumber };
}

/** Home dropdown texts, as catalog messages. */
export const searchTexts = {
  empty: (brand: string) => finderTexts.empty(brand, 'assembly'),
  loading: finderTexts.loading,
  noMatches: finderTexts.noMatches,
  placeholder: (brand: string) => finderTexts.placeholder(brand, 'part'),
  hubPlaceholder: (brand: string) => finderTexts.placeholder(brand, 'assembly'),
} as const;
