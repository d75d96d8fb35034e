import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiMessages, ruleMessages } from '@studyhall/shared';
import { invalid, type Refusal } from '../domain/refusal';
import { inRequestLanguage } from './request-language';

const NUL = '\u0000';
/** Far deeper than any request of ours; deeper input only exists to exhaust a recursive parser. */
const MAX_DEPTH = 32;
/**
 * Values (texts, numbers, objects, arrays) in one request's parameters, query and body together.
 * Our largest bodies hold a few dozen (a new session, a card payment), and a tutor's weekly hours
 * with a year of dated exceptions would hold about 2,000; 10,000 leaves room for them while
 * keeping every walk of the input to a few milliseconds, whatever the 1 MB of a body is made of.
 */
const MAX_VALUES = 10_000;

const tooManyValues = (field: string) => apiMessages.input.tooManyValues(field, MAX_VALUES);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;

/**
 * Passes JSON bytes on while counting its values, and fails as soon as there are more than
 * MAX_VALUES, before the body is parsed: parsing an object of 100,000 keys alone keeps a busy
 * server for a few hundred milliseconds. Every value after a container's first follows a comma,
 * and every container opens with a bracket or a brace, so counting those outside strings bounds
 * the values from above. Those bytes never occur inside a multi-byte UTF-8 character, so the
 * count needs no decoding, and it carries its state from one chunk to the next.
 */
class ValueCounter extends Transform {
  private count = 0;
  private inString = false;
  private escaped = false;

  /** `tooMany` makes the refusal: the body streams in outside the request's language. */
  constructor(private readonly tooMany: () => Refusal) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    let { count, inString, escaped } = this;
    for (const byte of chunk) {
      if (escaped) escaped = false;
      else if (inString) {
        if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) inString = true;
      else if (byte === COMMA || byte === OPEN_BRACKET || byte === OPEN_BRACE) {
        if (++count > MAX_VALUES) return callback(this.tooMany());
      }
    }
    this.count = count;
    this.inString = inString;
    this.escaped = escaped;
    callback(null, chunk);
  }
}

const isJson = (request: FastifyRequest) =>
  /^application\/json\b/i.test(request.headers['content-type'] ?? '');

/** One value met on the walk; its field name is spelled out only if it is refused. */
interface Place {
  value: unknown;
  key: string;
  parent: Place | undefined;
  depth: number;
}

function fieldName(place: Place): string {
  const keys: string[] = [];
  for (let at: Place | undefined = place; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || apiMessages.input.request;
}

/**
 * Why the input is refused, naming the field, or undefined. The walk is iterative (no stack to
 * overflow) and charged against one budget: a container is measured before its children are
 * visited, so an array of 500,000 numbers or an object of 100,000 keys is refused at a cost that
 * does not grow with it.
 */
function problemIn(inputs: unknown[]): string | undefined {
  let budget = MAX_VALUES;
  const stack: Place[] = inputs.map((value) => ({ value, key: '', parent: undefined, depth: 0 }));
  while (stack.length) {
    const place = stack.pop()!;
    const { value, depth } = place;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return ruleMessages.noNul(fieldName(place));
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      if (depth > MAX_DEPTH) return apiMessages.input.tooDeep(fieldName(place));
      const keys = Array.isArray(value) ? undefined : Object.keys(value);
      const size = keys ? keys.length : (value as unknown[]).length;
      budget -= size;
      if (budget < 0) {
        return tooManyValues(fieldName(place));
      }
      if (keys) {
        for (const key of keys) {
          if (key.includes(NUL)) {
            return apiMessages.input.nulInName(fieldName(place));
          }
          const child = (value as Record<string, unknown>)[key];
          stack.push({ value: child, key, parent: place, depth: depth + 1 });
        }
      } else {
        (value as unknown[]).forEach((item, index) =>
          stack.push({ value: item, key: String(index), parent: place, depth: depth + 1 }),
        );
      }
    }
  }
  return undefined;
}

/**
 * Input that no route can use but that would crash or stall a layer below it: PostgreSQL fails
 * the whole query on a NUL character in text (a 500), JSON nested thousands deep overflows the
 * stack of whatever walks it recursively (better-auth's re-serialised body), and a body of
 * hundreds of thousands of values keeps every later walk (this one included, validation,
 * better-auth's) busy for seconds while other requests wait. All are refused as a 400 before
 * anything else reads the input, on every route, better-auth's included.
 */
export function refuseHostileInput(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) =>
    isJson(request)
      ? payload.pipe(
          new ValueCounter(() =>
            inRequestLanguage(request, () => invalid(tooManyValues(apiMessages.input.request))),
          ),
        )
      : payload,
  );
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const problem = problemIn([request.params, request.query, request.body]);
    if (problem) throw invalid(problem);
  });
}
