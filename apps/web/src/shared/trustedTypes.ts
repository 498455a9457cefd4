type Rules = { createHTML(s: string): string | null; createScriptURL(s: string): string | null };
type Policies = { createPolicy(name: string, rules: Rules): unknown };

/** The page requires Trusted Types for DOM sinks (Content-Security-Policy). HTML that is shown comes
 * from the sanitizer's own policy; this default policy lets a string through only when it is empty
 * (libraries clear live regions with `innerHTML = ''`) and blocks everything else; the one script
 * URL it passes is the app's own service worker. */
export function installDefaultPolicy() {
  const tt = (globalThis as { trustedTypes?: Policies }).trustedTypes;
  try {
    tt?.createPolicy('default', {
      createHTML: (s) => (s === '' ? '' : null),
      createScriptURL: (s) => (s === '/sw.js' ? s : null),
    });
  } catch {
    // Already installed (a second module instance in development).
  }
}
