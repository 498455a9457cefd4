import { useSearchParams } from 'react-router';

/** The address's search parameters, and a setter of one of them in place: the history entry is
 * replaced and the page keeps its scroll. */
export function useAddressParam() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [params, set] as const;
}
