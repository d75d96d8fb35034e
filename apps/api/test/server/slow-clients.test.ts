import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@studyhall/shared';
import { REQUEST_TIMEOUT_MS, requestDeadline } from '../../src/http/request-deadline';
import { createTestContext, type TestContext } from '../helper';

/**
 * Slow clients against a real listening server (docs/security.md, finding 12 of the second
 * probe): a request whose headers or body arrive a byte at a time is dropped at the deadline,
 * while a large upload arriving at a steady pace is answered. The deadline is shortened to two
 * seconds here; the production one is checked by its arithmetic.
 */
const DEADLINE_MS = 2_000;
/** A byte every 5 s in the probe, scaled to the shortened deadline. */
const TRICKLE_MS = 250;

let running: TestContext;
/** A bearer token of a student signed up for the test. */
let token: string;
let port: number;

beforeAll(async () => {
  running = await createTestContext({}, { requestTimeoutMs: DEADLINE_MS });
  ({ token } = await running.signUp());
  await running.app.listen({ port: 0, host: '127.0.0.1' });
  port = (running.app.server.address() as AddressInfo).port;
});
afterAll(() => running?.close());

interface Exchange {
  /** Everything the server sent back. */
  answer: string;
  /** Whether the server closed the connection before `waitMs` ran out. */
  closed: boolean;
  elapsedMs: number;
}

/**
 * Opens a connection, sends `head` at once, then each piece of `pieces` `pauseMs` apart until the
 * server closes the connection or `waitMs` runs out.
 */
function exchange(head: string, pieces: (string | Buffer)[], pauseMs: number, waitMs: number) {
  return new Promise<Exchange>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let next = 0;
    const timer = setInterval(() => {
      if (next < pieces.length && socket.writable) socket.write(pieces[next++]!);
    }, pauseMs);
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closed, elapsedMs: Date.now() - started });
    };
    const giveUp = setTimeout(() => finish(false), waitMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => finish(true));
    socket.write(head);
  });
}

const trickle = (text: string) => text.split('');

describe('slow clients', () => {
  it('drop a request whose body or headers trickle in, with a 408, by the deadline', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(40) });
    const bodyHead = (url: string) =>
      `POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`;
    // Several at once, as the probe held 20: none may outlive the deadline by much.
    const waitMs = DEADLINE_MS * 3;
    const results = await Promise.all([
      exchange(bodyHead('/api/auth/sign-in/email'), trickle(body), TRICKLE_MS, waitMs),
      exchange(bodyHead('/api/notes'), trickle(body), TRICKLE_MS, waitMs),
      exchange(bodyHead('/api/health'), trickle(body), TRICKLE_MS, waitMs),
      exchange(
        'GET /api/health HTTP/1.1\r\n',
        trickle('Host: localhost\r\nX-Slow: '.padEnd(200, 'x')),
        TRICKLE_MS,
        waitMs,
      ),
    ]);
    for (const result of results) {
      expect(result.closed).toBe(true);
      expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(result.elapsedMs).toBeGreaterThanOrEqual(DEADLINE_MS);
    }
  }, 20_000);

  it('close a connection that never starts a request', async () => {
    const silent = await exchange('', [], TRICKLE_MS, DEADLINE_MS * 3);
    expect(silent.closed).toBe(true);
    expect(silent.elapsedMs).toBeGreaterThanOrEqual(DEADLINE_MS);
  }, 20_000);

  it('answer an upload of the largest size arriving at a steady pace within the deadline', async () => {
    const boundary = 'slow-client-boundary';
    const content = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      // Not an image: once every byte has arrived, the server refuses it as unsupported.
      Buffer.alloc(MAX_UPLOAD_BYTES - 1024, 'a'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const head =
      `POST /api/uploads HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${content.length}\r\nConnection: close\r\n\r\n`;
    // Six pieces 100 ms apart: the body takes about a third of the deadline to arrive.
    const size = Math.ceil(content.length / 6);
    const pieces = Array.from({ length: 6 }, (_, index) =>
      content.subarray(index * size, (index + 1) * size),
    );
    const result = await exchange(head, pieces, 100, DEADLINE_MS * 3);
    expect(result.answer).toMatch(/^HTTP\/1\.1 415 /);
  }, 20_000);

  it('apply the deadline given, and by default drop a request within a minute', () => {
    expect(running.app.server.requestTimeout).toBe(DEADLINE_MS);
    const { requestTimeout, http } = requestDeadline();
    expect(requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(requestTimeout + http.connectionsCheckingInterval).toBeLessThanOrEqual(60_000);
    // The largest upload over a slow 1 Mbit/s uplink still arrives in time.
    expect(((MAX_UPLOAD_BYTES * 8) / 1_000_000) * 1000).toBeLessThan(requestTimeout);
  });
});
