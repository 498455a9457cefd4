/** The header the service worker puts on an API answer it took from its cache: when it was fetched. */
export const SAVED_AT_HEADER = 'x-saved-at';

/** The message a page sends the service worker that controls it to hand over to a waiting version. */
export const HAND_OVER = 'HAND_OVER';
