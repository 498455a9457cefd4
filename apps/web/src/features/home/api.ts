import type { z } from 'zod';
import type { partSuggestions } from '@wheelend/domain/contract';
import { api, ApiError, schemas } from '../../shared/api';

const v11 = '/api/v11';
const enc = encodeURIComponent;

/** With no connection, the suggestions come from the catalog saved on the device, when there is one. */
async function fromSaved(text: string, offline: ApiError): Promise<z.infer<typeof partSuggestions>> {
  const { findSaved } = await import('../../shared/offline/catalog');
  const found = await findSaved(text);
  if (!found) throw offline;
  return found.length ? { Status: 'OK', Results: found } : { Status: 'ZERO_RESULTS' };
}

/** The calls of the home search: suggestions, a hub's filter set, a competitor part's own number. */
export const homeApi = {
  partNumbers: (text: string, signal?: AbortSignal) =>
    navigator.onLine
      ? api
          .get(schemas?.partSuggestions, `${v11}/partnumbers/withaftermarketnumbers/${enc(text)}`, signal)
          .catch((e: unknown) =>
            e instanceof ApiError && e.code === 'NETWORK' ? fromSaved(text, e) : Promise.reject(e),
          )
      : fromSaved(
          text,
          new ApiError(0, 'NETWORK', 'We could not reach the server. Check your connection and try again.'),
        ),
  filtersByInterchange: (id: number) =>
    api.get(schemas?.hubFilterSetAnswer, `${v11}/aftermarkethubassemblyfilters?ciid=${id}`),
  competitorDetails: (number: string) =>
    api.get(schemas?.competitorParts, `${v11}/kits/CompetitorPartNumberDetails/${enc(number)}`),
};
