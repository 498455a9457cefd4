import { useEffect, useRef, type RefObject } from 'react';
import type { MessageKey, MessageValues } from '@wheelend/domain';

/** The document's title: the screen's heading, then the site's name (the site's name alone without a
 * heading). Made by the shell in the reader's language, and by the server's render in English. */
export function titleOf(
  heading: string | undefined,
  brandName: string,
  text: (id: MessageKey, values: MessageValues) => string,
): string {
  const site = text('common.title', { brand: brandName });
  return heading ? text('common.pageTitle', { screen: heading, site }) : site;
}

/** The text of the screen's heading (the first `h1` in `root`), on one line. */
const headingOf = (root: HTMLElement) =>
  root.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() || undefined;

/**
 * The document's title names the screen shown in `main` (`title(heading)`, from its first `h1`, as it
 * renders and changes), so tabs, bookmarks and the history list tell the screens apart. After a
 * navigation inside the app (not on the first load) the keyboard focus moves to that heading once it
 * is there, so a screen reader reads the new screen's name instead of nothing; it stays where it is
 * when the reader has already moved into the new screen.
 */
export function usePageHeading(
  main: RefObject<HTMLElement | null>,
  pathname: string,
  title: (heading: string | undefined) => string,
) {
  const titleOf = useRef(title);
  titleOf.current = title;
  // Where the focus was as the address changed (read while rendering, before the new screen's own
  // effects may move it): an element still focused then is the one that led here.
  const shown = useRef<{ pathname: string; active: Element | null }>(undefined);
  if (shown.current?.pathname !== pathname)
    shown.current = { pathname, active: shown.current ? document.activeElement : null };

  useEffect(() => {
    const root = main.current;
    if (!root) return;
    const before = shown.current?.active;
    let focused: HTMLElement | undefined;
    // The reader's own next click or key ends the hand-over: a heading drawn again later (a screen's
    // answer arriving) does not take the focus from them.
    let handed = before === null;
    const done = () => (handed = true);
    document.addEventListener('pointerdown', done, { capture: true, once: true });
    document.addEventListener('keydown', done, { capture: true, once: true });
    // Every change under `main` comes here (a suggestion list's too): the title is made again only when
    // the heading reads differently (another language's title: the effect below).
    let heading: string | undefined | null = null;
    const apply = () => {
      const now = headingOf(root);
      if (now !== heading) {
        heading = now;
        document.title = titleOf.current(now);
      }
      const h1 = root.querySelector('h1');
      if (handed || !h1 || h1 === focused) return;
      // The focus is taken only from where the navigation left it (the element that led here, the
      // page, or a heading focused before that is gone): a screen that focuses a box of its own, or a
      // reader who moved on, keeps theirs.
      const active = document.activeElement;
      if (active !== document.body && active !== root && active !== before && active !== focused) return;
      h1.tabIndex = -1;
      h1.focus({ preventScroll: true });
      focused = h1;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('pointerdown', done, { capture: true });
      document.removeEventListener('keydown', done, { capture: true });
    };
  }, [main, pathname]);

  // Another language: the same heading may read the same, the title's own words do not.
  useEffect(() => {
    const root = main.current;
    if (root) document.title = title(headingOf(root));
  }, [main, title]);
}
