import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages, type ErrorCode, messages } from '@studyhall/shared';
import { Refusal, type RefusalReason } from '../domain/refusal';
import { inRequestLanguage, isZodText } from './request-language';

/**
 * The one map from the domain's refusals (domain/refusal.ts) to HTTP: a status for each, and the
 * `code` of the answer for the refusals a client must tell apart from others with the same status.
 */
const HTTP_FOR: Record<RefusalReason, { status: number; code?: ErrorCode }> = {
  INVALID: { status: 400 },
  EMAIL_CONFIRMATION_REQUIRED: { status: 400, code: 'EMAIL_CONFIRMATION_REQUIRED' },
  INVALID_TOKEN: { status: 400, code: 'INVALID_TOKEN' },
  NOT_A_SLOT: { status: 400, code: 'NOT_A_SLOT' },
  NOT_SIGNED_IN: { status: 401 },
  PAYMENT_REQUIRED: { status: 402 },
  NEW_PAYMENT_REQUIRED: { status: 402, code: 'PAYMENT_FINISHED' },
  CARD_DECLINED: { status: 402, code: 'CARD_DECLINED' },
  FORBIDDEN: { status: 403 },
  EMAIL_NOT_VERIFIED: { status: 403, code: 'EMAIL_NOT_VERIFIED' },
  EMAIL_DOMAIN_NOT_ALLOWED: { status: 403, code: 'EMAIL_DOMAIN_NOT_ALLOWED' },
  PASSWORD_SIGN_IN_DISABLED: { status: 403, code: 'PASSWORD_SIGN_IN_DISABLED' },
  NOT_FOUND: { status: 404 },
  CONFLICT: { status: 409 },
  ALREADY_BOOKED: { status: 409, code: 'ALREADY_BOOKED' },
  REGISTRATION_CLOSED: { status: 409, code: 'REGISTRATION_CLOSED' },
  REGISTRATION_NOT_OPEN: { status: 409, code: 'REGISTRATION_NOT_OPEN' },
  SESSION_FULL: { status: 409, code: 'SESSION_FULL' },
  SESSION_UNAVAILABLE: { status: 409, code: 'SESSION_UNAVAILABLE' },
  CANCELLATION_DEADLINE_PASSED: { status: 409, code: 'CANCELLATION_DEADLINE_PASSED' },
  PAYMENT_FINISHED: { status: 409, code: 'PAYMENT_FINISHED' },
  SLOT_TAKEN: { status: 409, code: 'SLOT_TAKEN' },
  TOO_LARGE: { status: 413 },
  UNSUPPORTED_MEDIA: { status: 415 },
  QUOTA_EXCEEDED: { status: 429 },
  PROVIDER_FAILED: { status: 502 },
  BUSY: { status: 503 },
};

interface Issue {
  message?: string;
  instancePath: string;
  keyword?: string;
  params?: { keys?: unknown };
}

/**
 * Every 400 names the field by its JSON name. Zod's generic messages, in the request's language
 * (request-language.ts), get it prepended; a text of messages.ts that the forms show as it is
 * ('Please select a session!') stays whole and gets it appended, so the web keeps one message and
 * API clients still learn which field to fix. A text in another language names the field the same
 * way: the name is the JSON's, never translated.
 */
function validationMessage(
  request: FastifyRequest,
  issue: Issue | undefined,
  context: string | undefined,
): string {
  const { validation } = apiMessages;
  if (!issue) return validation.invalidRequest;
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  // A strict object's extra keys, named in full: at the top level the body is an object all right.
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
    const names = issue.params.keys.map((key) => (field ? `${field}.${String(key)}` : String(key)));
    return validation.unknownFields(names.length, names.join(', '));
  }
  if (!field) return validation.notAnObject(context ?? 'body');
  const message = issue.message ?? 'is invalid';
  const generic = !issue.message || isZodText(request, message);
  if (generic) return `${field}: ${message}`;
  // 'Title required ❌' already names `title`; 'Your card number is invalid.' names `card.number`.
  const named = field.split('.').pop()!.toLowerCase();
  return message.toLowerCase().includes(named) ? message : `${message} (${field})`;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    // Fastify calls this from wherever the error arose, not always within the request's stages.
    inRequestLanguage(request, () => answerError(error, request, reply)),
  );
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof Refusal) {
    const { status, code } = HTTP_FOR[error.reason];
    const message = error.message;
    return reply.status(status).send(code ? { message, code } : { message });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply
      .status(400)
      .send({ message: validationMessage(request, error.validation[0], error.validationContext) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = status === 429 ? messages.generic.tooManyRequests : error.message;
    return reply.status(status).send({ message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: messages.generic.internal });
}
