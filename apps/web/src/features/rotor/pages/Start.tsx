import { rotorTexts } from '@wheelend/domain/rotor';
import { KnowNumber } from '../../../shared/finder/KnowNumber';
import { ROTOR_ROOT } from '../paths';

export default function Start() {
  return <KnowNumber question={rotorTexts.question} root={ROTOR_ROOT} />;
}
