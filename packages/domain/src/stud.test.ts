import { describe, expect, it } from 'vitest';
import { MOST_COMMON, studDimension, studValueLabel, wheelFlangeLabels } from './stud';

describe('stud rules', () => {
  it('labels dimensions in millimetres by 24.5 per inch', () => {
    expect(studDimension(4)).toBe('4.00" (98 mm)');
  });

  it('labels the wheel flange options: true is the small flange, anything else the common one', () => {
    expect(studValueLabel('wflng', { Name: 'true' }).main).toEqual({ id: 'stud.flange.small' });
    expect(studValueLabel('wflng', { Name: 'TRUE ' }).main).toBe(wheelFlangeLabels.small);
    expect(studValueLabel('wflng', { Name: 'false' }).main).toEqual({ id: 'stud.flange.common' });
    expect(studValueLabel('wflng', { Name: '' }).main).toBe(wheelFlangeLabels.common);
  });

  it('marks the 8.78 pilot as the most common, and no other', () => {
    expect(studValueLabel('pidia', { Name: '8.78', Inch: 8.78 })).toEqual({ main: '8.78"', sub: [MOST_COMMON] });
    expect(studValueLabel('pidia', { Name: '8.78' })).toEqual({ main: '8.78"', sub: [{ id: 'stud.mostCommon' }] });
    expect(studValueLabel('pidia', { Name: '8.66', Inch: 8.66 })).toEqual({ main: '8.66"', sub: [] });
  });

  it('labels stud dimensions by the stud factor and leaves other names as they are', () => {
    expect(studValueLabel('dimA', { Name: '3.66', Inch: 3.66 }).main).toBe('3.66" (90 mm)');
    expect(studValueLabel('stdia', { Name: 'M22x1.5' }).main).toBe('M22x1.5');
  });

  it('gives the answers that are words as messages, by question', () => {
    expect(studValueLabel('thrdt', { Name: 'Left Hand' }).main).toEqual({ id: 'stud.value.leftHand' });
    expect(studValueLabel('stldp', { Name: 'Double End ' }).main).toEqual({ id: 'stud.value.doubleEnd' });
    expect(studValueLabel('stldp', { Name: 'Left Hand' }).main).toBe('Left Hand');
  });

  it('never offers a bare zero: a dimension of 0 (a double-end stud has no head) has words', () => {
    expect(studValueLabel('dimC', { Name: '0.00', Inch: 0 }).main).toEqual({ id: 'common.finder.doesNotApply' });
    expect(studValueLabel('dimA', { Name: '0' }).main).toEqual({ id: 'common.finder.doesNotApply' });
    expect(studValueLabel('dimC', { Name: '1.10', Inch: 1.1 }).main).toBe('1.10" (27 mm)');
  });
});
