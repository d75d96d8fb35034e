/**
 * How long a client has to send a whole request, headers and body. Without a limit a body
 * trickling in a byte at a time holds its connection, and what the server keeps for it, for as
 * long as the client likes. The largest upload (MAX_UPLOAD_BYTES, 5 MB, from packages/shared)
 * needs about 0.85 Mbit/s to arrive in time.
 */
export const REQUEST_TIMEOUT_MS = 50_000;

/**
 * Fastify's server options that drop a request not received in full within `timeoutMs`: Node
 * answers it 408 and closes the connection. Node looks for such requests at an interval, here a
 * tenth of the limit, so each is dropped at most that late (55 s with the default). A connection
 * that never starts a request is closed at the same deadline.
 */
export function requestDeadline(timeoutMs = REQUEST_TIMEOUT_MS) {
  return {
    requestTimeout: timeoutMs,
    http: {
      requestTimeout: timeoutMs,
      headersTimeout: timeoutMs,
      connectionsCheckingInterval: Math.ceil(timeoutMs / 10),
    },
  };
}
