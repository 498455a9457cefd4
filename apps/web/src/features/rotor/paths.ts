import { readStorage, writeStorage } from '../../shared/appState';

export const ROTOR_ROOT = '/hub/replacement-rotor';

/** The rotor number the user chose last (home search or rotor search), shown on its recommendation. */
const REMEMBERED = 'app.rememberedPartNumber';
export const rememberRotor = (number: string) => writeStorage('session', REMEMBERED, number);
export const rememberedRotor = () => readStorage('session', REMEMBERED);
