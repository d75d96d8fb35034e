import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/*
 * In-process answers for the reads every page load repeats (docs/performance.md#api), for the
 * embedded database only. There one process owns the data (the DATA_DIR lock), every write
 * passes through it, and it can invalidate exactly. On PostgreSQL several instances write to one
 * database and this cache would serve rows another instance has changed, so the server leaves it
 * off there.
 *
 * Invalidation is by generation. A request that may have written bumps it before its answer
 * leaves, which empties the cache: a POST, PUT, PATCH or DELETE unless it was refused (4xx: every
 * refusal here comes before any write, or from a write that did not happen), and a GET only when
 * its handler says it wrote (`request.wroteData`: Google's sign-in callback creating an account).
 * So no stream of refused writes or of reads, whatever their path, can keep the cache empty. A
 * read stores its answer only if the generation did not move while it ran, so a read that raced
 * a write never outlives it.
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
    writeGenerationAtStart: number;
    /** Set by a GET handler that changed data, so the caches forget what they hold. */
    wroteData: boolean;
  }
}

/** Counts the writes this process has answered; caches keep what they read within one count. */
export interface WriteGeneration {
  readonly current: number;
  bump(): void;
}

export function createWriteGeneration(): WriteGeneration {
  let current = 0;
  return {
    get current() {
      return current;
    },
    bump() {
      current++;
    },
  };
}

const MAX_ENTRIES = 2_000;
const MAX_ENTRY_CHARS = 256 * 1024;
/** All kept answers together: a client walking every page of every list cannot grow the heap past it. */
const MAX_TOTAL_CHARS = 16 * 1024 * 1024;
/** The answer headers a cached copy must carry besides the security headers every reply gets. */
const KEPT_HEADERS = ['content-type', 'x-total-count'] as const;

interface Entry {
  generation: number;
  payload: string;
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>;
}

export interface CacheLimits<T> {
  maxEntries: number;
  /** With `weigh`: the most the entries may weigh together. */
  maxWeight?: number;
  weigh?: (entry: T) => number;
}

/** A map that forgets its oldest entries when full, and everything when the generation moves. */
export function createGenerationCache<T extends { generation: number }>(
  generation: WriteGeneration,
  { maxEntries, maxWeight = Infinity, weigh = () => 0 }: CacheLimits<T> = {
    maxEntries: MAX_ENTRIES,
  },
) {
  const entries = new Map<string, T>();
  let weight = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    weight -= weigh(entry);
    entries.delete(key);
  };
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.generation === generation.current) return entry;
      entries.clear();
      weight = 0;
      return undefined;
    },
    set(key: string, entry: T): void {
      if (entry.generation !== generation.current) return;
      remove(key);
      entries.set(key, entry);
      weight += weigh(entry);
      while (entries.size > maxEntries || weight > maxWeight) remove(entries.keys().next().value!);
    },
  };
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const mayHaveWritten = (request: FastifyRequest, reply: FastifyReply) => {
  if (request.wroteData) return true;
  const refused = reply.statusCode >= 400 && reply.statusCode < 500;
  return WRITE_METHODS.has(request.method) && !refused;
};

const cacheable = (request: FastifyRequest) =>
  request.method === 'GET' && request.routeOptions.config.cache === true;

export const responseCachePlugin = fp<{ generation: WriteGeneration; enabled: boolean }>(
  async (app, { generation, enabled }) => {
    const cache = createGenerationCache<Entry>(generation, {
      maxEntries: MAX_ENTRIES,
      maxWeight: MAX_TOTAL_CHARS,
      weigh: (entry) => entry.payload.length,
    });
    const served = new WeakSet<FastifyRequest>();
    const keyOf = async (request: FastifyRequest) =>
      `${(await request.caller())?.id ?? '-'} ${request.url} ${request.routeOptions.config.cacheVaries?.() ?? ''}`;

    app.decorateRequest('writeGenerationAtStart', 0);
    app.decorateRequest('wroteData', false);
    app.addHook('onRequest', async (request) => {
      request.writeGenerationAtStart = generation.current;
    });

    if (enabled) {
      // After the access checks and validation, so a cached answer is only ever one this caller
      // was already allowed to read.
      app.addHook('preHandler', async (request, reply) => {
        if (!cacheable(request)) return;
        const hit = cache.get(await keyOf(request));
        if (!hit) return;
        served.add(request);
        for (const [name, value] of Object.entries(hit.headers)) reply.header(name, value);
        return reply.send(hit.payload);
      });
    }

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      if (mayHaveWritten(request, reply)) {
        generation.bump();
        return payload;
      }
      const fresh = enabled && cacheable(request) && !served.has(request);
      if (!fresh || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      if (payload.length > MAX_ENTRY_CHARS) return payload;
      const headers: Entry['headers'] = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      cache.set(await keyOf(request), {
        generation: request.writeGenerationAtStart,
        payload,
        headers,
      });
      return payload;
    });

    // Also once the exchange is over, in case a client that hung up left onSend unreached.
    app.addHook('onResponse', async (request, reply) => {
      if (mayHaveWritten(request, reply)) generation.bump();
    });
  },
);
