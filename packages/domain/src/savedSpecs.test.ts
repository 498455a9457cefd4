import { describe, expect, it } from 'vitest';
import { catalogWord } from './catalogWords';
import { hubAnswerLabel } from './hub/answers';
import { message } from './i18n/keys';
import { PART_TYPE } from './partTypes';
import { savedSpecValue } from './savedSpecs';

describe('savedSpecValue', () => {
  it("reads a hub's specs as its details' specs table does", () => {
    for (const type of [PART_TYPE.hubAssembly, PART_TYPE.volvoExclusive, PART_TYPE.meritorExclusive]) {
      expect(savedSpecValue(type, 'hubType', 'Conventional')).toEqual(message('hub.answer.conventional'));
      expect(savedSpecValue(type, 'material', 'Ductile Iron')).toEqual(message('hub.spec.value.ductileIron'));
      expect(savedSpecValue(type, 'axlePosition', 'Steer')).toEqual(message('hub.spec.value.steer'));
      expect(savedSpecValue(type, 'brakeType', 'Disc')).toEqual(message('hub.spec.value.disc'));
      expect(savedSpecValue(type, 'mounting', 'Stud Piloted, Outboard Drum')).toEqual(
        message('hub.answer.studPilotedOutboard'),
      );
    }
  });

  it('keeps what no rule words as the catalog has it', () => {
    expect(savedSpecValue(PART_TYPE.hubAssembly, 'hubType', 'PreSet Plus')).toBe('PreSet Plus');
    expect(savedSpecValue(PART_TYPE.hubAssembly, 'axle', 'Meritor MFS (FF)')).toBe('Meritor MFS (FF)');
    expect(savedSpecValue(PART_TYPE.bearingSet, 'axlePosition', 'For FF Steer Axle')).toBe('For FF Steer Axle');
    expect(savedSpecValue(PART_TYPE.wheelStud, 'diameter', 'M22x1.5')).toBe('M22x1.5');
  });

  it("reads a stud's thread hand as the questionnaire's answer, any other part's words as catalogWord", () => {
    expect(savedSpecValue(PART_TYPE.wheelStud, 'thread', 'Left Hand')).toEqual(hubAnswerLabel('strdo', 'Left Hand'));
    // A drum's brake type is the drum's word, not the hub's brake type.
    expect(savedSpecValue(PART_TYPE.brakeDrum, 'brakeType', 'Outboard')).toEqual(catalogWord('Outboard'));
    expect(savedSpecValue(PART_TYPE.bearingSet, 'type', 'Bearing Set')).toEqual(catalogWord('Bearing Set'));
  });
});
