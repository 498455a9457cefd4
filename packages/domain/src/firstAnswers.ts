/** The id of the JSON data block in which the server's page brings a result screen's first answers. */
export const FIRST_ANSWERS_ID = 'first-answers';
