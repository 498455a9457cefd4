/** The `Idempotency-Key` header of an email send: a send the device repeats with the same key (an
 * email kept offline and sent when the connection returns) is accepted again but queued once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
