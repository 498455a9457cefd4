// The answer schemas must not probe for eval (a Function('') call), which the page's Trusted Types
// policy reports as a violation. zod keeps its settings in this global object (it is how copies of
// zod share them), so the setting is made without loading zod, which production builds load only
// with the email forms.
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(g.__zod_globalConfig ??= {}).jitless = true;
