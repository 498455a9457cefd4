import { ROTOR_DELAY_MS, rotorTexts } from '@wheelend/domain/rotor';
import { PartSearch } from '../../../shared/finder/PartSearch';
import { rotorApi } from '../api';
import { rememberRotor, ROTOR_ROOT } from '../paths';

export default function Search() {
  return (
    <PartSearch
      noun={rotorTexts.noun}
      name="Rotor number"
      help="Type the rotor or rotor kit number, ours or a competitor's, for example 50292D or 10087661."
      lookup={rotorApi.numbers}
      open={(m) => `${ROTOR_ROOT}/recommended-rotors/${m.id}`}
      delayMs={ROTOR_DELAY_MS}
      remember={(m) => rememberRotor(m.own)}
    />
  );
}
