import type { SessionValues } from '@wheelend/domain/contract';

export {
  optionalShape,
  session,
  sessionId,
  sessionKeys,
  sessionUpdateBody,
  sessionValues,
  snake,
  type SessionValues,
} from '@wheelend/domain/contract';

/** The values a new session starts with. */
export const sessionDefaults: SessionValues = {
  chooseCalculator: null,
  wheelPosition: null,
  hubMaterial: null,
  serviceType: 'In House',
  sendingEmail: false,
  emailError: false,
};
