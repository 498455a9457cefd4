import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { retry } from '../api';

/** The text after the user pauses typing briefly, so each pause is one lookup. */
export function useSettled(text: string, ms = 150) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const t = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(t);
  }, [text, ms]);
  return settled;
}

/** Suggestions for what is typed, once the typing has settled; an empty box makes no call. */
export function useSuggestions<T>(
  key: readonly unknown[],
  text: string,
  lookup: (text: string, signal: AbortSignal) => Promise<T[]>,
) {
  const settled = useSettled(text).trim();
  const query = useQuery({
    retry,
    queryKey: [...key, settled],
    queryFn: ({ signal }) => lookup(settled, signal),
    enabled: settled.length > 0,
    staleTime: 5 * 60_000,
  });
  const current = text.trim() === settled;
  const items = text.trim() && current ? (query.data ?? []) : [];
  const loading = !!text.trim() && (!current || query.isFetching);
  return { items, loading, query };
}
