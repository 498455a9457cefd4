import type { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { canLookUp } from '@wheelend/domain';
import type { partSuggestions } from '@wheelend/domain/contract';
import { lookupText } from '@wheelend/domain/finder';
import { api, ApiError, isRefused, list, retry, schemas } from '../api';
import { renderingPage } from '../firstAnswers';

/** The lookup of a typed text's suggestions, as a query's options. */
export function suggestionsQuery<T>(
  key: readonly unknown[],
  text: string,
  lookup: (text: string, signal: AbortSignal) => Promise<T[]>,
) {
  const typed = lookupText(text);
  return {
    retry,
    queryKey: [...key, typed],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      if (!canLookUp(typed)) return [];
      try {
        return await lookup(typed, signal);
      } catch (e) {
        if (isRefused(e)) return [];
        throw e;
      }
    },
    staleTime: 5 * 60_000,
  };
}

/**
 * Suggestions for what is typed, looked up at every keystroke (a lookup takes milliseconds, and a
 * keystroke's answer should be painted within 50 ms); a newer text cancels the older lookup, and an
 * empty box makes no call. A text no lookup takes (a pasted line, longer than a number can be) and a
 * text the server refuses match nothing: 'No matches', never a failed lookup to retry.
 * `onText` sets the text and starts its lookup at once, before the render that shows it.
 */
export function useSuggestions<T>(
  key: readonly unknown[],
  text: string,
  setText: (text: string) => void,
  lookup: (text: string, signal: AbortSignal) => Promise<T[]>,
) {
  const client = useQueryClient();
  const options = (text: string) => suggestionsQuery(key, text, lookup);
  const typed = lookupText(text);
  const query = useQuery({ ...options(text), enabled: typed.length > 0 });
  const items = typed ? (query.data ?? []) : [];
  const loading = !!typed && query.isFetching;
  /** The lookup of a text answered with nothing. */
  const unmatched = query.isSuccess && !loading && items.length === 0;
  const onText = (next: string) => {
    if (next.trim()) void client.prefetchQuery(options(next));
    setText(next);
  };
  return { items, loading, unmatched, query, onText };
}

/** With no connection, the suggestions come from the catalog saved on the device, when there is one
 * (its code, too, may not come: the server is as far as the answer). */
async function fromSaved(text: string, offline: ApiError): Promise<z.infer<typeof partSuggestions>> {
  const found = await import('../offline/catalog').then(
    (m) => m.findSaved(text),
    () => undefined,
  );
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
