import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, messages } from '@studyhall/shared';

/**
 * An error whose status and message are safe to show the client as they are; `code` where a
 * client must tell this refusal from others with the same status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, messages.auth.notSignedIn);
export const forbidden = () => new HttpError(403, messages.auth.forbidden);
export const notFound = (message: string = messages.generic.notFound) =>
  new HttpError(404, message);
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, code);

interface Issue {
  message?: string;
  instancePath: string;
  keyword?: string;
  params?: { keys?: unknown };
}

/**
 * Every 400 names the field by its JSON name. Zod's generic messages get it prepended; a text of
 * messages.ts that the forms show as it is ('Please select a session!') stays whole and gets it
 * appended, so the web keeps one message and API clients still learn which field to fix.
 */
function validationMessage(issue: Issue | undefined, context: string | undefined): string {
  if (!issue) return 'Invalid request';
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  // A strict object's extra keys, named in full: at the top level the body is an object all right.
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
    const names = issue.params.keys.map((key) => (field ? `${field}.${String(key)}` : String(key)));
    return `Unknown field${names.length > 1 ? 's' : ''}: ${names.join(', ')}`;
  }
  if (!field) return `The request ${context ?? 'body'} must be a JSON object`;
  const message = issue.message ?? 'is invalid';
  const generic = /^(Invalid|Too (big|small)|Unrecognized|Expected|is invalid)/.test(message);
  if (generic) return `${field}: ${message}`;
  // 'Title required ❌' already names `title`; 'Your card number is invalid.' names `card.number`.
  const named = field.split('.').pop()!.toLowerCase();
  return message.toLowerCase().includes(named) ? message : `${message} (${field})`;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const { message, code } = error;
      return reply.status(error.statusCode).send(code ? { message, code } : { message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ message: validationMessage(error.validation[0], error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? messages.generic.tooManyRequests : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: messages.generic.internal });
  });
}
