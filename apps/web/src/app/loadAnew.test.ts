import { createElement, lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { failedStyles, keepImports } from './lazyScreens';
import { failedToLoad, loadAnew } from './loadAnew';

type Lazy = { _init: (payload: unknown) => unknown; _payload: unknown };

/** Renders `screen` as React would: its component, or what it throws (its loading, or its failure). */
async function show(screen: Lazy) {
  try {
    return screen._init(screen._payload);
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown.catch(() => undefined);
    return screen._init(screen._payload);
  }
}

describe('a screen whose code failed to load', () => {
  const Page = () => null;
  const cut = new TypeError('Failed to fetch dynamically imported module');
  const load = vi.fn().mockRejectedValueOnce(cut).mockResolvedValue({ default: Page });
  const screen = lazy(load) as unknown as Lazy;
  keepImports([{ path: 'page', element: createElement(screen as never) }]);

  it('is the same failure each time it is shown, which is known as a failed load', async () => {
    await expect(show(screen)).rejects.toBe(cut);
    await expect(show(screen)).rejects.toBe(cut);
    expect(load).toHaveBeenCalledTimes(1);
    expect(failedToLoad(cut)).toBe(true);
    expect(failedToLoad(new Error('a fault of the screen'))).toBe(false);
  });

  it('loads anew when shown after loadAnew, after the style sheets that failed', async () => {
    const sheetAgain = { onload: null as null | (() => void) };
    const failedSheet = { cloneNode: () => sheetAgain, replaceWith: vi.fn() };
    failedStyles.add(failedSheet as unknown as HTMLLinkElement);
    loadAnew();
    const shown = show(screen);
    await Promise.resolve();
    expect(failedSheet.replaceWith).toHaveBeenCalledWith(sheetAgain);
    expect(load).toHaveBeenCalledTimes(1);
    sheetAgain.onload!();
    await expect(shown).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
    expect(failedToLoad(cut)).toBe(false);
    expect(failedStyles.size).toBe(0);
  });
});
