/** The header the service worker puts on an API answer it took from its cache: when it was fetched. */
export const SAVED_AT_HEADER = 'x-saved-at';
