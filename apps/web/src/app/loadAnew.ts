import { failedStyles, screenImports } from './lazyScreens';

/** Whether `error` is the failed load of a screen's code or texts. */
export const failedToLoad = (error: unknown) =>
  [...screenImports.keys()].some((payload) => payload._status === 2 && payload._result === error);

/** The screens whose code failed to load ask for it again when next shown, after the style sheets that
 * failed. */
export function loadAnew() {
  for (const [payload, load] of screenImports) {
    if (payload._status !== 2) continue;
    payload._status = -1;
    payload._result = () => restyle().then(load);
  }
}

function restyle() {
  const links = [...failedStyles];
  failedStyles.clear();
  return Promise.all(
    links.map(
      (link) =>
        new Promise((resolve, reject) => {
          const again = link.cloneNode() as HTMLLinkElement;
          again.onload = resolve;
          again.onerror = reject;
          link.replaceWith(again);
        }),
    ),
  );
}

/** Whether the server no longer has this build's files: a new build replaced it, whose page names its own. */
export const replaced = () =>
  fetch(import.meta.url, { method: 'HEAD', cache: 'no-store' }).then(
    (answer) => answer.status === 404,
    () => false,
  );
