/** The id of the JSON data block in which the server's page brings a result screen's first answers. */
export const FIRST_ANSWERS_ID = 'first-answers';

/** The id of the JSON data block in which a page rendered on the server brings the answers its markup
 * shows (the query cache's state), for the app to take the markup over in place. */
export const PAGE_STATE_ID = 'page-state';

/** The id of the JSON data block in which a page rendered on the server lists its screen's scripts, for
 * the entry to preload once the screen has painted. */
export const PAGE_FILES_ID = 'page-files';
