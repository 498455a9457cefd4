import { message, type Message, type MessageKey } from '../i18n/keys';

/** Answers of the questionnaire that are words, by code and by the catalog's English name; an answer
 * the catalog names otherwise (or a part name, a make, a figure) is shown as the catalog has it. */
const answerKeys: Partial<Record<string, Record<string, MessageKey>>> = {
  aaxna: {
    'FF Steer': 'hub.answer.ffSteer',
    'FL Steer': 'hub.answer.flSteer',
    'R Drive': 'hub.answer.rDrive',
    'TN Trailer': 'hub.answer.tnTrailer',
    'TP Trailer': 'hub.answer.tpTrailer',
    'FF Steer PreSet': 'hub.answer.ffSteerPreSet',
    'FL Steer PreSet': 'hub.answer.flSteerPreSet',
    'Meritor MFS Steer': 'hub.answer.meritorMfsSteer',
    'Volvo/Mack Unitized': 'hub.answer.volvoMackUnitized',
  },
  whlps: {
    'Stud Piloted': 'hub.answer.studPiloted',
    'Hub Piloted': 'hub.answer.hubPiloted',
  },
  hamnt: {
    'Hub Piloted, Outboard Drum': 'hub.answer.hubPilotedOutboard',
    'Stud Piloted, Outboard Drum': 'hub.answer.studPilotedOutboard',
  },
  strdo: {
    'Right Hand': 'hub.answer.rightHand',
    'Left Hand': 'hub.answer.leftHand',
  },
  hcmty: {
    Iron: 'hub.answer.iron',
    Aluminum: 'hub.answer.aluminum',
  },
  icfsb: {
    No: 'hub.answer.no',
    Yes: 'hub.answer.yes',
  },
  abrty: {
    Hat: 'hub.answer.hat',
    'U-Section': 'hub.answer.uSection',
    Flat: 'hub.answer.flat',
    Splined: 'hub.answer.splined',
  },
  wmslc: {
    'Steel Wheels': 'hub.answer.steelWheels',
    'Aluminum Wheels': 'hub.answer.aluminumWheels',
  },
  hatyp: {
    Conventional: 'hub.answer.conventional',
  },
};

/** A questionnaire answer in the reader's language when it is one of the trade's words we translate. */
export function hubAnswerLabel(code: string, name: string): string | Message {
  const key = answerKeys[code]?.[name.trim()];
  return key ? message(key) : name;
}
