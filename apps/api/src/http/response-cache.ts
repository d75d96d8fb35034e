import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createVersionedCache, type DataVersion } from './data-version';

/*
 * In-process answers for the reads every page load repeats (docs/performance.md#api), each kept
 * with the data version it was read under (http/data-version.ts) and sent again only while the
 * version stands: on the embedded database the count of this process's writes, on PostgreSQL the
 * database's snapshot, which any instance's or job's commit moves.
 *
 * A request that may have written tells the version before its answer leaves: a POST, PUT, PATCH
 * or DELETE unless it was refused (4xx: every refusal here comes before any write, or from a
 * write that did not happen), and a GET only when its handler says it wrote (`request.wroteData`:
 * Google's sign-in callback creating an account). So no stream of refused writes or of reads,
 * whatever their path, can keep the cache empty. A read is kept under the version its request
 * started with, so a read that raced a write is never served after it.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET route's 200 answers per caller (see http/response-cache.ts). */
    cache?: boolean;
    /**
     * What else the answer depends on besides the caller, the URL and the data: today's date for
     * a list that reads it, so an answer kept yesterday is not served today.
     */
    cacheVaries?: () => string;
  }
  interface FastifyRequest {
    /** The data version this request started under; absent where nothing is kept or reused. */
    dataVersion: string | undefined;
    /** Set by a GET handler that changed data, so the caches forget what they hold. */
    wroteData: boolean;
  }
}

const MAX_ENTRIES = 1_000;
const MAX_ENTRY_CHARS = 256 * 1024;
/** All kept answers together: a client walking every page of every list cannot grow the heap past it. */
const MAX_TOTAL_CHARS = 4 * 1024 * 1024;
/** The answer headers a cached copy must carry besides the security headers every reply gets. */
const KEPT_HEADERS = ['content-type', 'x-total-count'] as const;

interface Entry {
  version: string;
  payload: string;
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const mayHaveWritten = (request: FastifyRequest, reply: FastifyReply) => {
  if (request.wroteData) return true;
  const refused = reply.statusCode >= 400 && reply.statusCode < 500;
  return WRITE_METHODS.has(request.method) && !refused;
};

const cacheable = (request: FastifyRequest) =>
  request.method === 'GET' && request.routeOptions.config.cache === true;

/** `version` absent: nothing is kept (tests that write behind the app's back). */
export const responseCachePlugin = fp<{ version: DataVersion | undefined }>(
  async (app, { version }) => {
    const cache = createVersionedCache<Entry>({
      maxEntries: MAX_ENTRIES,
      maxWeight: MAX_TOTAL_CHARS,
      weigh: (entry) => entry.payload.length,
    });
    const served = new WeakSet<FastifyRequest>();
    const keyOf = async (request: FastifyRequest) =>
      `${(await request.caller())?.id ?? '-'} ${request.url} ${request.routeOptions.config.cacheVaries?.() ?? ''}`;

    app.decorateRequest('dataVersion', undefined);
    app.decorateRequest('wroteData', false);
    if (!version) return;

    // A version that asks the database is read only where a kept answer can save that query and
    // more; elsewhere the caller is looked up as usual.
    app.addHook('onRequest', async (request) => {
      if (!version.asksDatabase || cacheable(request))
        request.dataVersion = await version.current();
    });

    // After the access checks and validation, so a cached answer is only ever one this caller
    // was already allowed to read.
    app.addHook('preHandler', async (request, reply) => {
      if (!cacheable(request) || request.dataVersion === undefined) return;
      const hit = cache.get(await keyOf(request), request.dataVersion);
      if (!hit) return;
      served.add(request);
      for (const [name, value] of Object.entries(hit.headers)) reply.header(name, value);
      return reply.send(hit.payload);
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      if (mayHaveWritten(request, reply)) {
        version.wrote();
        return payload;
      }
      const readUnder = request.dataVersion;
      const fresh = cacheable(request) && readUnder !== undefined && !served.has(request);
      if (!fresh || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      if (payload.length > MAX_ENTRY_CHARS) return payload;
      const headers: Entry['headers'] = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      cache.set(await keyOf(request), {
        version: readUnder,
        payload,
        headers,
      });
      return payload;
    });

    // Also once the exchange is over, in case a client that hung up left onSend unreached.
    app.addHook('onResponse', async (request, reply) => {
      if (mayHaveWritten(request, reply)) version.wrote();
    });
  },
);
