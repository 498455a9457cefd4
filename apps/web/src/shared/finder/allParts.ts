import type { z } from 'zod';
import type { partSuggestions } from '@wheelend/domain/contract';
import { api, ApiError, list, schemas } from '../api';
import { renderingPage } from '../firstAnswers';

/** With no connection, the suggestions come from the catalog saved on the device, when there is one. */
async function fromSaved(text: string, offline: ApiError): Promise<z.infer<typeof partSuggestions>> {
  const { findSaved } = await import('../offline/catalog');
  const found = await findSaved(text);
  if (!found) throw offline;
  return found.length ? { Status: 'OK', Results: found } : { Status: 'ZERO_RESULTS' };
}

/** The lookups of the all-parts search (the home page's box), shared by every box that asks it. */
export const ALL_PARTS_KEY = ['home', 'partnumbers'] as const;

/** The all-parts search: the parts of every type whose numbers match the text, ours and competitors'.
 * The server's render of a page (where `navigator` has no `onLine`) asks the server. */
export const allPartNumbers = (text: string, signal?: AbortSignal) =>
  (navigator.onLine || renderingPage()
    ? api
        .get(
          schemas?.partSuggestions,
          `/api/v11/partnumbers/withaftermarketnumbers/${encodeURIComponent(text)}`,
          signal,
        )
        .catch((e: unknown) => (e instanceof ApiError && e.code === 'NETWORK' ? fromSaved(text, e) : Promise.reject(e)))
    : fromSaved(text, new ApiError(0, 'NETWORK', 'We could not reach the server. Check your connection and try again.'))
  ).then(list);
