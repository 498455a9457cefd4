import { useQuery } from '@tanstack/react-query';
import { retry } from '../api';

/**
 * Suggestions for what is typed, looked up at every keystroke (a lookup takes milliseconds, and a
 * keystroke's answer should be painted within 50 ms); a newer text cancels the older lookup, and an
 * empty box makes no call.
 */
export function useSuggestions<T>(
  key: readonly unknown[],
  text: string,
  lookup: (text: string, signal: AbortSignal) => Promise<T[]>,
) {
  const typed = text.trim();
  const query = useQuery({
    retry,
    queryKey: [...key, typed],
    queryFn: ({ signal }) => lookup(typed, signal),
    enabled: typed.length > 0,
    staleTime: 5 * 60_000,
  });
  const items = typed ? (query.data ?? []) : [];
  const loading = !!typed && query.isFetching;
  return { items, loading, query };
}
