/** Where a Back control goes: a fixed link, or back in the history by one or more entries.
 * When the history inside the app is shorter than that (the page was opened directly), Back
 * goes to `fallback` instead of leaving the app. */
export type BackOptions = { backTo?: string; backSteps?: number; fallback?: string };

export type BackAction = { kind: 'link'; to: string } | { kind: 'history'; delta: number };

export function backAction(opts: BackOptions & { historyIndex: number }): BackAction {
  if (opts.backTo) return { kind: 'link', to: opts.backTo };
  const steps = Math.max(1, Math.floor(opts.backSteps ?? 1));
  if (opts.historyIndex >= steps) return { kind: 'history', delta: -steps };
  return { kind: 'link', to: opts.fallback ?? '/hub' };
}

/** The position in the app's history that React Router keeps in `history.state.idx`. */
export function currentHistoryIndex(): number {
  if (typeof window === 'undefined') return 0;
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}
