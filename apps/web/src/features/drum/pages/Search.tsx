import { drumTexts } from '@wheelend/domain/drum';
import { PartSearch } from '../../../shared/finder/PartSearch';
import { drumApi } from '../api';
import { DRUM_ROOT } from '../paths';

export default function Search() {
  return (
    <PartSearch
      noun={drumTexts.noun}
      name="Drum number"
      help="Type the number cast or stamped on the drum, ours or a competitor's, for example 7327AX or 10061001."
      lookup={drumApi.numbers}
      open={(m) => `${DRUM_ROOT}/recommended-drums/${m.id}`}
    />
  );
}
