import { describe, expect, it } from 'vitest';
import { inQuestionnaire } from './worker';

describe('inQuestionnaire', () => {
  it.each([
    '/hub/truck-type',
    '/hub/results',
    '/hub/wheel-type',
    '/hub/filters/tcomp=2&brkty=1',
    '/hub/replacement-drum/filter',
    '/hub/replacement-rotor/filter/trtyp/trtyp=1',
    '/hub/casting/filter/hamnt/hcnum=123',
    '/replace/wheel-position',
  ])('%s is a questionnaire step: a new version waits', (path) => {
    expect(inQuestionnaire(path)).toBe(true);
  });

  it.each(['/hub', '/hub/details/10032003', '/offline', '/hub/replacement-drum/recommended-drums/576'])(
    '%s is not: a new version starts there',
    (path) => {
      expect(inQuestionnaire(path)).toBe(false);
    },
  );
});
