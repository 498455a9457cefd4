import { drumTexts } from '@wheelend/domain/drum';
import { KnowNumber } from '../../../shared/finder/KnowNumber';
import { DRUM_ROOT } from '../paths';

export default function Start() {
  return <KnowNumber question={drumTexts.question} root={DRUM_ROOT} />;
}
