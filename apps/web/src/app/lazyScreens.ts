import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';

/** React.lazy's state of a component: `_status` -1 not asked for yet (`_result` is its import), 0
 * loading, 1 loaded, 2 failed (`_result` is the error, kept for good). */
export type Payload = { _status: number; _result: unknown };

/** Each screen's import, kept before it runs (React drops it), so that one that failed can run again. */
export const screenImports = new Map<Payload, () => Promise<unknown>>();

export function keepImports(routes: RouteObject[]) {
  for (const { element } of routes) {
    const payload = ((element as ReactElement | undefined)?.type as { _payload?: Payload } | undefined)?._payload;
    if (payload?._status === -1) screenImports.set(payload, payload._result as () => Promise<unknown>);
  }
}

/** The style sheets that failed to load: the bundler asks for each once, so a screen loaded anew asks
 * for these again. */
export const failedStyles = new Set<HTMLLinkElement>();
if (typeof document !== 'undefined') {
  document.addEventListener(
    'error',
    ({ target }) => {
      if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') failedStyles.add(target);
    },
    true,
  );
}
