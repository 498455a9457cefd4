type Policies = { createPolicy(name: string, rules: { createHTML(s: string): string | null }): unknown };

/** The page requires Trusted Types for DOM sinks (Content-Security-Policy). HTML that is shown comes
 * from the sanitizer's own policy; this default policy lets a string through only when it is empty
 * (libraries clear live regions with `innerHTML = ''`) and blocks everything else. */
export function installDefaultPolicy() {
  const tt = (globalThis as { trustedTypes?: Policies }).trustedTypes;
  try {
    tt?.createPolicy('default', { createHTML: (s) => (s === '' ? '' : null) });
  } catch {
    // Already installed (a second module instance in development).
  }
}
