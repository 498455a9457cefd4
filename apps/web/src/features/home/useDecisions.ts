import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { afterFilters, afterOwnLookup, type HomeDecision } from '@wheelend/domain';
import { list } from '../../shared/api';
import { writeStorage } from '../../shared/appState';
import { homeApi } from './api';

/** Carries out a search decision: the lookups it needs, its delay, then the navigation. */
export function useDecisions() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const last = useRef<HomeDecision | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const execute = useCallback(
    async (d: HomeDecision): Promise<void> => {
      switch (d.kind) {
        case 'navigate': {
          const go = () => navigate(d.to, d.remember ? { state: { partNumber: d.remember } } : undefined);
          if (d.remember) writeStorage('session', 'app.rememberedPartNumber', d.remember);
          if (d.delayMs > 0) {
            await new Promise<void>((resolve) => {
              timer.current = setTimeout(resolve, d.delayMs);
            });
          }
          go();
          return;
        }
        case 'filtersByInterchange':
          return execute(afterFilters(d, await homeApi.filtersByInterchange(d.id)));
        case 'lookupOwnThen':
          return execute(afterOwnLookup(d, list(await homeApi.competitorDetails(d.partNumber))[0]?.PartNumber));
        case 'noResults':
          navigate(d.to);
          return;
        case 'none':
          return;
      }
    },
    [navigate],
  );

  const run = useCallback(
    async (d: HomeDecision) => {
      last.current = d;
      setError(null);
      setBusy(true);
      try {
        await execute(d);
      } catch (e) {
        setError(e);
      } finally {
        setBusy(false);
      }
    },
    [execute],
  );

  const start = useCallback(
    (d: HomeDecision) => {
      void run(d);
    },
    [run],
  );

  return { start, busy, error, retry: () => last.current && void run(last.current) };
}
