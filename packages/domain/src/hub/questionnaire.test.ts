import { describe, expect, it } from 'vitest';
import { hubFilterCodes, hubSteps } from '../hubFilters';
import {
  apiPairs,
  autoChoice,
  back,
  choose,
  filterPagePlan,
  history,
  hubsQuery,
  longStudQuery,
  missingCategories,
  nextStep,
  parsePairs,
  positionFilters,
  readStepUrl,
  resolveStep,
  serializePairs,
  stepPath,
  stepProgress,
  stepProgressText,
  withChoice,
  isSplinedPromo,
  OTHER_MAKE,
  type ChoiceContext,
  type Filters,
  type WizardStep,
} from './questionnaire';
import { codeTitle, promoTexts, stepTitles } from './texts';
import { hubAnswerLabel } from './answers';
import en from '../../messages/hub/en.json';
import type { Message } from '../i18n/keys';

/** A hub message's English text (these have no placeholders). */
const english = (m: Message) => (en as Record<string, string>)[m.id] ?? m.id;

describe('parsePairs / serializePairs', () => {
  it.each<[string, Filters]>([
    ['tcomp=1&brkty=2&aaxna=3', { tcomp: 1, brkty: 2, aaxna: 3 }],
    ['?tcomp=1', { tcomp: 1 }],
    ['', {}],
    ['tcomp=1&&brkty=1', { tcomp: 1, brkty: 1 }],
    ['bogus=1&tcomp=2', { tcomp: 2 }],
    ['tcomp=x&brkty=1', { brkty: 1 }],
    ['tcomp=-1&brkty=1.5&hamnt=4', { hamnt: 4 }],
    ['tcomp&=3&hamnt=', {}],
    ['ovldi=7&hanum=10031065', { ovldi: 7, hanum: 10031065 }],
    ['tcomp%3D1', {}],
    ['tcomp=%31', { tcomp: 1 }],
    ['tcomp=1&tcomp=2', { tcomp: 2 }],
    ['tcomp=%E0%A4%A', {}],
  ])('%s', (text, filters) => {
    expect(parsePairs(text)).toEqual(filters);
  });

  it('keeps the order of choice through a round trip', () => {
    const text = 'brkty=1&tcomp=2&aaxna=4&hamnt=5';
    expect(serializePairs(parsePairs(text))).toBe(text);
    expect(Object.keys(withChoice({ tcomp: 1, aaxna: 3, hamnt: 1 }, 'aaxna', 4))).toEqual(['tcomp', 'hamnt', 'aaxna']);
  });

  it.each<[Filters, string]>([
    [{ tcomp: 1, tmake: OTHER_MAKE, aaxna: 3 }, 'tcomp=1&aaxna=3'],
    [{ tcomp: 1, tmake: 5, aaxna: 3 }, 'tcomp=1&tmake=5&aaxna=3'],
    [{}, ''],
  ])('apiPairs(%j) = %s', (f, q) => {
    expect(apiPairs(f)).toBe(q);
  });
});

const categories = [...hubFilterCodes];

describe('filter page', () => {
  it.each<[string, Filters, string[]]>([
    [
      'skips tmake, gawrr, wssdi and the result names',
      {},
      categories.filter((c) => !['tmake', 'gawrr', 'wssdi', 'hanum'].includes(c)),
    ],
    [
      'drops what is chosen',
      { tcomp: 1, brkty: 1, aaxna: 3 },
      categories.filter((c) => !['tmake', 'gawrr', 'wssdi', 'hanum', 'tcomp', 'brkty', 'aaxna'].includes(c)),
    ],
  ])('%s', (_n, f, missing) => {
    expect(missingCategories(categories, f)).toEqual(missing);
  });

  const all = Object.fromEntries(categories.map((c) => [c, 1])) as Filters;
  it.each<[string, Filters, ReturnType<typeof filterPagePlan>]>([
    ['asks the first missing category', { tcomp: 1 }, { kind: 'ask', code: 'brkty' }],
    ['none missing: results', all, { kind: 'results' }],
    [
      'only hatyp open: results',
      Object.fromEntries(categories.filter((c) => c !== 'hatyp').map((c) => [c, 1])) as Filters,
      { kind: 'results' },
    ],
    [
      'hatyp and another open: asks the other',
      Object.fromEntries(categories.filter((c) => c !== 'hatyp' && c !== 'wmslc').map((c) => [c, 1])) as Filters,
      { kind: 'ask', code: 'wmslc' },
    ],
    [
      'tmake, gawrr, wssdi never block results',
      Object.fromEntries(
        categories.filter((c) => !['tmake', 'gawrr', 'wssdi'].includes(c)).map((c) => [c, 1]),
      ) as Filters,
      { kind: 'results' },
    ],
  ])('%s', (_n, f, plan) => {
    expect(filterPagePlan(categories, f)).toEqual(plan);
  });

  it.each<[string, string, { Id: number; Name?: string }[], number | undefined]>([
    ['single value is chosen', 'hamnt', [{ Id: 4 }], 4],
    ['two values: ask', 'hamnt', [{ Id: 4 }, { Id: 5 }], undefined],
    ['no values: nothing to choose', 'hamnt', [], undefined],
    [
      'axle with a zero id: the other',
      'aaxna',
      [
        { Id: 0, Name: '0' },
        { Id: 3, Name: 'R' },
      ],
      3,
    ],
    [
      'axle with a zero name: the other',
      'aaxna',
      [
        { Id: 4, Name: 'TN' },
        { Id: 9, Name: '0' },
      ],
      4,
    ],
    [
      'axle with two real values: ask',
      'aaxna',
      [
        { Id: 4, Name: 'TN' },
        { Id: 5, Name: 'TP' },
      ],
      undefined,
    ],
    ['zero skip is for the axle only', 'hamnt', [{ Id: 0, Name: '0' }, { Id: 3 }], undefined],
  ])('%s', (_n, code, values, id) => {
    expect(autoChoice(code, values)).toBe(id);
  });

  it.each<[Filters, string, string | undefined]>([
    [{ tcomp: 1, aaxna: 3 }, 'tcomp=1&aaxna=3&inclv=1', undefined],
    [{ tcomp: 2, tmake: OTHER_MAKE, wmslc: 1 }, 'tcomp=2&wmslc=1&inclv=1', 'tcomp=2&wmslc=2&inclv=1'],
    [{ wmslc: 2 }, 'wmslc=2&inclv=1', undefined],
    [{}, 'inclv=1', undefined],
  ])('hubs query for %j', (f, q, long) => {
    expect(hubsQuery(f)).toBe(q);
    expect(longStudQuery(f)).toBe(long);
  });
});

const truck = { tcomp: 1, brkty: 1 };
const truckDisc = { tcomp: 1, brkty: 2 };
const trailer = { tcomp: 2, brkty: 1 };
const trailerDisc = { tcomp: 2, brkty: 2 };

describe('nextStep: every branch of the guided wizard', () => {
  it.each<[string, WizardStep, Filters, WizardStep]>([
    ['choose-path -> truck-type', 'choose-path', {}, 'truck-type'],
    ['truck-type -> truck-make', 'truck-type', truck, 'truck-make'],
    ['truck-make -> axle-type', 'truck-make', { ...truck, tmake: 2 }, 'axle-type'],
    ['axle 82 -> results', 'axle-type', { ...truck, tmake: 2, aaxna: 82 }, 'results'],
    ['axle 79 -> hub-mounting-system', 'axle-type', { ...truck, tmake: 2, aaxna: 79 }, 'hub-mounting-system'],
    ['trailer, no make -> hub-mounting-system', 'axle-type', { ...trailer, aaxna: 5 }, 'hub-mounting-system'],
    [
      'trailer, Other make -> hub-mounting-system',
      'axle-type',
      { ...trailer, tmake: OTHER_MAKE, aaxna: 5 },
      'hub-mounting-system',
    ],
    ['trailer with make -> gawr', 'axle-type', { ...trailer, tmake: 7, aaxna: 5 }, 'gawr'],
    ['truck -> gawr', 'axle-type', { ...truck, tmake: 2, aaxna: 3 }, 'gawr'],
    ['truck without make -> gawr', 'axle-type', { ...truckDisc, aaxna: 1 }, 'gawr'],
    ['axle 10, drum: stays in the step order', 'axle-type', { ...truck, tmake: 2, aaxna: 10 }, 'wheel-pilot-system'],
    ['axle 11, drum: stays in the step order', 'axle-type', { ...truck, tmake: 2, aaxna: 11 }, 'wheel-pilot-system'],
    ['axle 10, disc -> gawr', 'axle-type', { ...truckDisc, tmake: 2, aaxna: 10 }, 'gawr'],
    ['trailer with make, drum, axle 4: gawr skipped', 'axle-type', { ...trailer, tmake: 7, aaxna: 4 }, 'axle-stud'],
    ['wheel pilot 2 -> hub-pilot-type', 'wheel-pilot-system', { whlps: 2 }, 'hub-pilot-type'],
    ['wheel pilot 1 -> wheel-stud-standout', 'wheel-pilot-system', { whlps: 1 }, 'wheel-stud-standout'],
    ['wheel pilot skipped -> wheel-stud-standout', 'wheel-pilot-system', {}, 'wheel-stud-standout'],
    ['wheel-stud-standout -> stud-pilot-type', 'wheel-stud-standout', { whlps: 1 }, 'stud-pilot-type'],
    ['stud-pilot-type -> hub-pilot-type', 'stud-pilot-type', {}, 'hub-pilot-type'],
    ['hub-pilot-type -> thread-orientation', 'hub-pilot-type', {}, 'thread-orientation'],
    ['thread-orientation -> hub-mounting-system', 'thread-orientation', {}, 'hub-mounting-system'],
    ['mounting 4 -> barrel-length', 'hub-mounting-system', { ...trailer, hamnt: 4 }, 'barrel-length'],
    ['mounting 5 -> barrel-length', 'hub-mounting-system', { ...trailer, hamnt: 5 }, 'barrel-length'],
    ['mounting 1 -> gawr', 'hub-mounting-system', { ...trailerDisc, hamnt: 1 }, 'gawr'],
    [
      'mounting 2, drum trailer axle 4 -> axle-stud',
      'hub-mounting-system',
      { ...trailer, aaxna: 4, hamnt: 2 },
      'axle-stud',
    ],
    ['barrel-length -> gawr', 'barrel-length', { ...trailer, aaxna: 5, hamnt: 4, barlg: 1 }, 'gawr'],
    [
      'barrel-length, drum trailer axle 4 -> axle-stud',
      'barrel-length',
      { ...trailer, aaxna: 4, hamnt: 4, barlg: 1 },
      'axle-stud',
    ],
    ['gawr -> axle-stud', 'gawr', { gawrr: 2 }, 'axle-stud'],
    ['axle-stud -> material', 'axle-stud', {}, 'material'],
    ['material -> brake-rotor-type (trailer)', 'material', { ...trailer, hcmty: 1 }, 'brake-rotor-type'],
    [
      'material -> brake-rotor-type (truck with make)',
      'material',
      { ...truck, tmake: 3, hcmty: 1 },
      'brake-rotor-type',
    ],
    ['material, truck with no make -> small-backface', 'material', { ...truck, hcmty: 1 }, 'small-backface'],
    [
      'material, truck with Other make -> small-backface',
      'material',
      { ...truck, tmake: OTHER_MAKE, hcmty: 2 },
      'small-backface',
    ],
    ['small-backface -> drum-pilot-diameter-inches', 'small-backface', truck, 'drum-pilot-diameter-inches'],
    ['drum-pilot-diameter-inches -> brake-rotor-type', 'drum-pilot-diameter-inches', truck, 'brake-rotor-type'],
    ['brake-rotor-type -> hub-offset-inches', 'brake-rotor-type', truckDisc, 'hub-offset-inches'],
    ['hub-offset-inches -> brake-rotor-flange', 'hub-offset-inches', truckDisc, 'brake-rotor-flange'],
    ['brake-rotor-flange -> overall-rotor-length', 'brake-rotor-flange', truckDisc, 'overall-rotor-length'],
    ['overall-rotor-length -> abs-offset-inches', 'overall-rotor-length', truckDisc, 'abs-offset-inches'],
    ['abs-offset-inches -> hub-cap-bolt-circle', 'abs-offset-inches', truckDisc, 'hub-cap-bolt-circle-diameter-inches'],
    ['hub cap bolt circle -> wheel-type', 'hub-cap-bolt-circle-diameter-inches', truckDisc, 'wheel-type'],
    ['wheel-type -> results', 'wheel-type', { wmslc: 1 }, 'results'],
    ['hub-type -> results', 'hub-type', { hatyp: 1 }, 'results'],
    ['results stays', 'results', {}, 'results'],
  ])('%s', (_n, step, f, next) => {
    expect(nextStep(step, f)).toBe(next);
  });
});

describe('resolveStep: the pages that skip ahead', () => {
  it.each<[string, WizardStep, Filters, WizardStep]>([
    ['truck-make without tcomp -> truck-type', 'truck-make', {}, 'truck-type'],
    ['truck-make with tcomp stays', 'truck-make', truck, 'truck-make'],
    ['barrel-length with mounting 4 stays', 'barrel-length', { ...trailer, hamnt: 4 }, 'barrel-length'],
    ['barrel-length with mounting 1 -> gawr', 'barrel-length', { ...trailerDisc, hamnt: 1 }, 'gawr'],
    [
      'barrel-length with mounting 1, drum trailer axle 4 -> axle-stud',
      'barrel-length',
      { ...trailer, aaxna: 4, hamnt: 1 },
      'axle-stud',
    ],
    ['gawr, drum, axle 4 -> axle-stud', 'gawr', { ...trailer, aaxna: 4 }, 'axle-stud'],
    ['gawr, disc, axle 4 stays', 'gawr', { ...trailerDisc, aaxna: 4 }, 'gawr'],
    ['gawr, drum, axle 5 stays', 'gawr', { ...trailer, aaxna: 5 }, 'gawr'],
    ['small-backface for a drum truck stays', 'small-backface', truck, 'small-backface'],
    ['small-backface for a disc truck -> brake-rotor-type', 'small-backface', truckDisc, 'brake-rotor-type'],
    ['small-backface for a trailer -> brake-rotor-type', 'small-backface', trailer, 'brake-rotor-type'],
    ['hub offset for disc brakes stays', 'hub-offset-inches', truckDisc, 'hub-offset-inches'],
    ['hub offset for drum brakes -> brake-rotor-flange', 'hub-offset-inches', truck, 'brake-rotor-flange'],
    ['other steps stay', 'material', {}, 'material'],
  ])('%s', (_n, step, f, to) => {
    expect(resolveStep(step, f)).toBe(to);
  });
});

describe('choose', () => {
  it.each<[string, number, Filters]>([
    ['position 1: truck, first brake type', 1, { tcomp: 1, brkty: 1 }],
    ['position 2: truck, second brake type', 2, { tcomp: 1, brkty: 2 }],
    ['position 3: trailer, first brake type', 3, { tcomp: 2, brkty: 1 }],
    ['position 4: trailer, second brake type', 4, { tcomp: 2, brkty: 2 }],
  ])('truck-type %s', (_n, position, f) => {
    expect(positionFilters(position)).toEqual(f);
    expect(choose('truck-type', {}, position)).toEqual({
      kind: 'go',
      step: 'truck-make',
      filters: f,
      to: `/hub/truck-make?tcomp=${f.tcomp}&brkty=${f.brkty}`,
    });
  });

  it('re-choosing the truck type replaces tcomp and brkty', () => {
    const out = choose('truck-type', { tcomp: 1, brkty: 1 }, 4);
    expect(out).toMatchObject({ filters: { tcomp: 2, brkty: 2 } });
  });

  it('records the value in the URL and applies the skips', () => {
    expect(choose('axle-type', { tcomp: 2, brkty: 1, tmake: 3 }, 4)).toEqual({
      kind: 'go',
      step: 'axle-stud',
      filters: { tcomp: 2, brkty: 1, tmake: 3, aaxna: 4 },
      to: '/hub/axle-stud?tcomp=2&brkty=1&tmake=3&aaxna=4',
    });
    expect(choose('truck-make', { tcomp: 1, brkty: 1 }, OTHER_MAKE)).toMatchObject({
      step: 'axle-type',
      to: '/hub/axle-type?tcomp=1&brkty=1&tmake=0',
    });
    expect(choose('wheel-type', { tcomp: 1, brkty: 2 }, 1)).toMatchObject({
      step: 'results',
      to: '/hub/results?tcomp=1&brkty=2&wmslc=1',
    });
  });

  it.each<[string, Filters, number, boolean]>([
    ['trailer, drum, splined', trailer, 6, true],
    ['trailer, disc, splined', trailerDisc, 6, true],
    ['trailer, disc, hat', trailerDisc, 1, false],
    ['truck, disc, splined', truckDisc, 6, false],
    ['trailer, no brake type, splined', { tcomp: 2 }, 6, false],
  ])('splined promo: %s', (_n, f, id, promo) => {
    expect(isSplinedPromo(f, id)).toBe(promo);
    expect(choose('brake-rotor-type', f, id).kind).toBe(promo ? 'promo' : 'go');
  });

  const flatGo = {
    kind: 'go',
    step: 'hub-offset-inches',
    filters: { ...trailerDisc, abrty: 3 },
    to: '/hub/hub-offset-inches?tcomp=2&brkty=2&abrty=3',
  };
  const splinedGo = {
    kind: 'go',
    step: 'hub-offset-inches',
    filters: { ...trailerDisc, abrty: 6 },
    to: '/hub/hub-offset-inches?tcomp=2&brkty=2&abrty=6',
  };

  it('the promo offers the flat rotor type or the splined one', () => {
    expect(choose('brake-rotor-type', trailerDisc, 6)).toEqual({ kind: 'promo', flat: flatGo, splined: splinedGo });
  });

  it.each<[string, ChoiceContext, unknown]>([
    [
      'flat offered with the current choices',
      { offered: [1, 3, 6] },
      { kind: 'promo', flat: flatGo, splined: splinedGo },
    ],
    ['no flat-rotor hub for the current choices', { offered: [1, 6] }, { kind: 'promo', splined: splinedGo }],
    ['splined the only rotor type left', { offered: [6] }, { kind: 'promo', splined: splinedGo }],
    ['values not known', {}, { kind: 'promo', flat: flatGo, splined: splinedGo }],
  ])('the flat-rotor offer only leads somewhere real: %s', (_n, how, outcome) => {
    expect(choose('brake-rotor-type', trailerDisc, 6, how)).toEqual(outcome);
  });

  it('the choice context does not change other choices', () => {
    expect(choose('brake-rotor-type', trailerDisc, 1, { offered: [1, 6] })).toEqual(
      choose('brake-rotor-type', trailerDisc, 1),
    );
    expect(promoTexts.noFlat('Acme')).toEqual({ id: 'hub.promo.noFlat', values: { brand: 'Acme' } });
  });
});

describe('Back', () => {
  it.each<[string, WizardStep, Filters, string]>([
    ['choose-path goes home', 'choose-path', {}, '/hub'],
    ['step 1 goes to step 0', 'truck-type', {}, '/hub/choose-path'],
    ['no history: previous step in order', 'axle-type', {}, '/hub/truck-make'],
    ['one entry: back to the step that set it, cleared', 'truck-make', { tcomp: 1, brkty: 1 }, '/hub/truck-type'],
    [
      'pops the last choice',
      'gawr',
      { tcomp: 1, brkty: 1, tmake: 2, aaxna: 3 },
      '/hub/axle-type?tcomp=1&brkty=1&tmake=2',
    ],
    ['pops the Other make', 'axle-type', { tcomp: 1, brkty: 1, tmake: 0 }, '/hub/truck-make?tcomp=1&brkty=1'],
    [
      'from results',
      'results',
      { tcomp: 2, brkty: 1, aaxna: 5, hamnt: 4, barlg: 2 },
      '/hub/barrel-length?tcomp=2&brkty=1&aaxna=5&hamnt=4',
    ],
  ])('%s', (_n, step, f, to) => {
    expect(back(step, f)).toBe(to);
  });

  it('groups the history by step', () => {
    expect(history({ tcomp: 2, brkty: 1, aaxna: 4, hcmty: 1 })).toEqual([
      { step: 'truck-type', keys: ['tcomp', 'brkty'] },
      { step: 'axle-type', keys: ['aaxna'] },
      { step: 'material', keys: ['hcmty'] },
    ]);
  });
});

describe('URLs, progress and titles', () => {
  it('a step URL reads back to the same step and choices', () => {
    const f = { tcomp: 2, brkty: 1, aaxna: 4 };
    const path = stepPath('material', f);
    expect(path).toBe('/hub/material?tcomp=2&brkty=1&aaxna=4');
    const [p, q] = path.split('?');
    expect(readStepUrl(p, `?${q}`)).toEqual({ step: 'material', filters: f });
    expect(readStepUrl('/hub/nope', '')).toBeUndefined();
    expect(readStepUrl('/hub/hub-type', '')).toEqual({ step: 'hub-type', filters: {} });
    expect(stepPath('truck-type', {})).toBe('/hub/truck-type');
  });

  it.each<[WizardStep, number | undefined]>([
    ['choose-path', undefined],
    ['truck-type', 1],
    ['gawr', 11],
    ['wheel-type', 22],
    ['hub-type', undefined],
  ])('%s shows step %s of 23', (step, n) => {
    const p = stepProgress(step);
    expect(p && stepProgressText(p)).toEqual(n && { id: 'common.step.countOf', values: { step: n, total: 23 } });
  });

  it.each<[WizardStep, string]>([
    ['axle-type', 'Choose the Axle position'],
    ['brake-rotor-type', 'Choose the brake rotor type'],
    ['overall-rotor-length', 'Choose the overall length'],
    ['abs-offset-inches', 'Choose the ABS Offset'],
    ['hub-cap-bolt-circle-diameter-inches', 'Choose the Hub Cap Bolt Circle Diameter'],
    ['hub-offset-inches', 'Hub Off set'],
    ['wheel-stud-standout', 'Wheel Stud Standout'],
    ['drum-pilot-diameter-inches', 'Drum Pilot Diameter Inches'],
    ['barrel-length', 'Choose the barrel length'],
    ['axle-stud', 'Choose the Axle Stud Thread'],
    ['hub-mounting-system', 'Hub Mounting System'],
    ['hub-pilot-type', 'Choose the hub piloted type'],
    ['stud-pilot-type', 'Choose the stud piloted type'],
    ['brake-rotor-flange', 'Wheel Flange Diameter'],
    ['truck-type', 'Truck Type'],
    ['truck-make', 'Choose the truck make'],
    ['gawr', 'Choose the GAWR (Gross Axle Weight Rating)'],
    ['wheel-type', 'Choose the wheel type (determine wheel stud length)'],
  ])('%s is titled %s', (step, title) => {
    expect(english(stepTitles[step].title)).toBe(title);
  });

  it('a filter page asking one code is titled by its question: brake type alone is not the truck type', () => {
    expect(english(codeTitle('brkty')!)).toBe('Choose the brake type');
    expect(english(codeTitle('tcomp')!)).toBe('Truck Type');
    expect(english(codeTitle('gawrr')!)).toBe('Choose the GAWR (Gross Axle Weight Rating)');
    expect(codeTitle('bogus')).toBeUndefined();
  });

  it('every step has a title', () => {
    for (const s of hubSteps) expect(english(stepTitles[s].title).length).toBeGreaterThan(0);
    expect(english(stepTitles.gawr.subtitle!)).toBe('Choose the Hub Rating Pounds');
    expect(english(stepTitles['axle-type'].subtitle!)).toBe('Choose the Hub by Axle Type or Bearing Number');
  });
});

describe('answer labels', () => {
  it.each<[string, string, unknown]>([
    ['aaxna', 'TN Trailer', { id: 'hub.answer.tnTrailer' }],
    ['hcmty', ' Aluminum ', { id: 'hub.answer.aluminum' }],
    ['abrty', 'Splined', { id: 'hub.answer.splined' }],
    ['tmake', 'Freightliner', 'Freightliner'],
    ['hcmty', 'Ductile Iron', 'Ductile Iron'],
    ['hatyp', 'PreSet Plus', 'PreSet Plus'],
  ])('%s %s', (code, name, label) => {
    expect(hubAnswerLabel(code, name)).toEqual(label);
  });

  it.each([
    ['aaxna', 'FF Steer'],
    ['hamnt', 'Hub Piloted, Outboard Drum'],
    ['strdo', 'Right Hand'],
    ['abrty', 'U-Section'],
    ['wmslc', 'Steel Wheels'],
  ])('%s %s reads in English as the catalog names it', (code, name) => {
    expect(english(hubAnswerLabel(code, name) as Message)).toBe(name);
  });
});
