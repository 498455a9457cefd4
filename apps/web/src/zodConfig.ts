import { config } from 'zod/v4/core';

// The answer schemas must not probe for eval (a Function('') call), which the page's Trusted Types
// policy reports as a violation.
config({ jitless: true });
