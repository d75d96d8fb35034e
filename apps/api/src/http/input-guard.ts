import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

const NUL = '\u0000';
/** Far deeper than any request of ours; deeper input only exists to exhaust a recursive parser. */
const MAX_DEPTH = 32;

/** Why the input is refused, naming the field, or undefined; walks without recursion. */
function problemIn(value: unknown, prefix: string): string | undefined {
  const stack: [string, unknown, number][] = [[prefix, value, 0]];
  while (stack.length) {
    const [name, current, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return `${name || 'The request'} must not contain NUL characters`;
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      if (depth > MAX_DEPTH) return `${name || 'The request'} is nested too deeply`;
      for (const [key, child] of Object.entries(current)) {
        stack.push([name ? `${name}.${key}` : key, child, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * Input that no route can use but that would crash a layer below it: PostgreSQL fails the whole
 * query on a NUL character in text (a 500), and JSON nested thousands deep overflows the stack of
 * whatever walks it recursively (better-auth's re-serialised body). Both are refused as a 400.
 */
export function refuseHostileInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const problem =
      problemIn(request.params, '') ?? problemIn(request.query, '') ?? problemIn(request.body, '');
    if (problem) throw badRequest(problem);
  });
}
