import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { loaders } from 'virtual:catalogs';
import type { Locale, Message } from '@wheelend/domain';
import { ApiError } from '../api';
import { serverErrorText } from './serverError';
import type { T } from './useT';

async function textsIn(locale: Locale) {
  const i18n = setupI18n();
  i18n.load(locale, (await loaders.common[locale]()).default as never);
  i18n.activate(locale);
  return ((id: string | Message, values?: Message['values']) =>
    typeof id === 'string' ? i18n._(id, values) : i18n._(id.id, id.values)) as T;
}

describe('serverErrorText', () => {
  const limited = new ApiError(429, 'RATE_LIMITED', 'Too many requests. Try again in 60 seconds.');

  it('keeps the server’s own English text for an English reader', async () => {
    expect(serverErrorText(await textsIn('en'), limited, 'en')).toBe(limited.message);
  });

  it('never shows the fields a 400 names, in English either', async () => {
    const refused = new ApiError(400, 'BAD_REQUEST', 'querystring.hanum.0: must be at most 40 characters');
    expect(serverErrorText(await textsIn('en'), refused, 'en')).toBe(
      'The server could not accept this request. Check what you typed and try again.',
    );
  });

  it('gives another reader the meaning of the code in their language', async () => {
    expect(serverErrorText(await textsIn('es'), limited, 'es')).toMatch(/^Demasiadas solicitudes/);
    expect(serverErrorText(await textsIn('fr-CA'), new ApiError(400, 'BAD_REQUEST', 'x'), 'fr-CA')).toMatch(
      /^Le serveur n’a pas pu accepter/,
    );
  });

  it('falls back to the general failure for a code it does not know', async () => {
    expect(serverErrorText(await textsIn('es'), new ApiError(500, 'INTERNAL', 'boom'), 'es')).toBe(
      'La solicitud falló.',
    );
  });
});
