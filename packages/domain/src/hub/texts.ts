import { message, type Message } from '../i18n/keys';
import { HUB_TYPE_STEP, stepOfCode, type WizardStep } from './questionnaire';

/* The questionnaire's words, apart from its rules so that only the screens that show them load them. */

/** Step titles (section 2, 'Titles seen' and 'Special titles'); subtitle where a second title
 * belongs to the same step. */
export const stepTitles: Record<WizardStep, { title: Message; subtitle?: Message }> = {
  'choose-path': { title: message('hub.step.choosePath') },
  'truck-type': { title: message('hub.step.truckType') },
  'truck-make': { title: message('hub.step.truckMake') },
  'axle-type': { title: message('hub.step.axleType'), subtitle: message('hub.step.axleType.sub') },
  'wheel-pilot-system': { title: message('hub.step.wheelPilotSystem') },
  'wheel-stud-standout': { title: message('hub.step.wheelStudStandout') },
  'stud-pilot-type': { title: message('hub.step.studPilotType') },
  'hub-pilot-type': { title: message('hub.step.hubPilotType') },
  'thread-orientation': { title: message('hub.step.threadOrientation') },
  'hub-mounting-system': { title: message('hub.step.hubMountingSystem') },
  'barrel-length': { title: message('hub.step.barrelLength') },
  gawr: { title: message('hub.step.gawr'), subtitle: message('hub.step.gawr.sub') },
  'axle-stud': { title: message('hub.step.axleStud') },
  material: { title: message('hub.step.material') },
  'small-backface': { title: message('hub.step.smallBackface') },
  'drum-pilot-diameter-inches': { title: message('hub.step.drumPilotDiameter') },
  'brake-rotor-type': { title: message('hub.step.brakeRotorType') },
  'hub-offset-inches': { title: message('hub.step.hubOffset') },
  'brake-rotor-flange': { title: message('hub.step.brakeRotorFlange') },
  'overall-rotor-length': { title: message('hub.step.overallRotorLength') },
  'abs-offset-inches': { title: message('hub.step.absOffset') },
  'hub-cap-bolt-circle-diameter-inches': { title: message('hub.step.hubCapBoltCircle') },
  'wheel-type': { title: message('hub.step.wheelType') },
  [HUB_TYPE_STEP]: { title: message('hub.step.hubType') },
  results: { title: message('hub.step.results') },
};

/** The title over the question of one filter code (/hub/filters): its step's title, except brake
 * type, which the truck-type step asks together with the truck component. */
export function codeTitle(code: string): Message | undefined {
  if (code === 'brkty') return message('hub.step.brakeType');
  const step = stepOfCode(code);
  return step && stepTitles[step].title;
}

/** The 'Other/Not Listed' make button's label. */
export const OTHER_MAKE_LABEL = message('hub.otherMake');
/** The splined promo's texts. */
export const promoTexts = {
  title: message('hub.promo.title'),
  offer: (brand: string) => message('hub.promo.offer', { brand }),
  flat: (brand: string) => message('hub.promo.flat', { brand }),
  splined: message('hub.promo.splined'),
  noFlat: (brand: string) => message('hub.promo.noFlat', { brand }),
} as const;
