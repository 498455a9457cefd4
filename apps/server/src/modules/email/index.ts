// What other modules use of email: the outbox, the limits and the layout.
export { enqueueEmail, wakeEmailWorkers, type OutboxMessage, type Tx } from './outbox.js';
export { emailLimits, perClient } from './limits.js';
export { firstWithKey, requestKey } from './idempotency.js';
export { esc, escLines, heading, layout, rowsTable, textLayout, textRows, type Row } from './layout.js';
