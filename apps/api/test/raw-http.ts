import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../src/app';

export interface RawResponse {
  status: number;
  body: string;
}

/**
 * Sends a request with its path exactly as written, over a real connection. `app.inject` and
 * `fetch` both resolve dot segments before sending, so only this reaches the server with the
 * spellings a hostile client can send.
 */
export async function sendRaw(
  app: App,
  init: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: init.method ?? 'GET',
        path: init.path,
        // Node frames a DELETE's body with neither length nor chunks; the server would read it
        // as a second request, so the length is always given.
        headers: {
          ...(init.body === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(init.body)),
              }),
          ...init.headers,
        },
      },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
