import type { Locale, MessageKey } from '@wheelend/domain';
import { ApiError } from '../api';
import type { T } from './useT';

const byCode: Record<string, MessageKey> = {
  BAD_REQUEST: 'common.error.code.badRequest',
  RATE_LIMITED: 'common.error.code.rateLimited',
  UNAVAILABLE: 'common.error.code.unavailable',
  NOT_FOUND: 'common.error.code.notFound',
  URI_TOO_LONG: 'common.error.code.tooLong',
};

/** What a refused call says to the reader. The server writes its own texts in English, so in another
 * language the reader gets the meaning of its code instead. A 400 names the request's fields
 * ('querystring.hanum.0: must be…'), no text for any reader: each gets the meaning of its code. */
export function serverErrorText(t: T, error: ApiError, locale: Locale): string {
  if (locale === 'en' && error.status !== 400) return error.message;
  return t(byCode[error.code] ?? 'common.error.request');
}
