import { useEffect, useState } from 'react';
import type { Area } from '@wheelend/domain';
import { activeLocale, loadArea } from './i18n';

const loaded = new Set<string>();

/** For a shared component shown on any screen (the shell's lines, a scan button): loads its area's
 * messages once it is `needed` and tells when they are there; until then the component shows nothing. */
export function useArea(area: Area, needed = true): boolean {
  const key = `${area}/${activeLocale()}`;
  const [ready, setReady] = useState(() => loaded.has(key));
  useEffect(() => {
    if (ready || !needed) return;
    let live = true;
    loadArea(area).then(
      () => {
        loaded.add(`${area}/${activeLocale()}`);
        if (live) setReady(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [area, ready, needed]);
  return ready;
}
