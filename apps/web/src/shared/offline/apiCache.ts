/** Number lookups behind the search boxes: one call per keystroke, each text rarely typed twice. */
const LOOKUPS = [
  /\/partnumbers\/withaftermarketnumbers\//,
  /\/hubassemblynumbers\/withaftermarket(hubassemblies|parts)\//,
  /\/(brakedrum|brakerotor)\/interchanges\//,
];

/**
 * Whether the service worker keeps the last answer of an API GET for use offline. Not the saved
 * catalog (the page keeps it itself), not a calculator session (it records something), and not the
 * number lookups: saving each keystroke's answer took the worker's thread (a cache write and an
 * expiry update per call) while the next keystroke's lookup waited behind it, and filled the cache
 * with texts no one types again, pushing out the screens seen before. Offline, the home search looks
 * numbers up in the saved catalog instead.
 */
export function savedForOffline(path: string): boolean {
  return (
    path.startsWith('/api/') &&
    !path.includes('/offline/catalog') &&
    !path.endsWith('/Session') &&
    !LOOKUPS.some((l) => l.test(path))
  );
}
