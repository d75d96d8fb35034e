import { type ErrorCode, messages } from '@studyhall/shared';

/**
 * Why the API says no, in the domain's words. Services and repositories throw a Refusal with one of
 * these; http/errors.ts is the one place that turns each into a status (and, for the reasons a
 * client branches on, the `code` of the answer). The wire codes of `ERROR_CODES` are reasons of
 * their own; the others are kinds of refusal that need no code.
 */
export type RefusalReason =
  | ErrorCode
  /** The input breaks a rule: the message says which. */
  | 'INVALID'
  | 'NOT_SIGNED_IN'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  /** The request contradicts the present state (already cancelled, started, …). */
  | 'CONFLICT'
  /** Booking a paid session needs a payment, or a new one (the fee changed, or the last is finished). */
  | 'PAYMENT_REQUIRED'
  | 'NEW_PAYMENT_REQUIRED'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_MEDIA'
  | 'QUOTA_EXCEEDED'
  /** The payment provider failed us; the caller's request was fine. */
  | 'PROVIDER_FAILED'
  /** Too much of this work is under way; the same request may succeed in a moment. */
  | 'BUSY';

export class Refusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export const refuse = (reason: RefusalReason, message: string) => new Refusal(reason, message);

export const invalid = (message: string) => refuse('INVALID', message);
export const notSignedIn = () => refuse('NOT_SIGNED_IN', messages.auth.notSignedIn);
export const forbidden = (message: string = messages.auth.forbidden) =>
  refuse('FORBIDDEN', message);
export const notFound = (message: string = messages.generic.notFound) =>
  refuse('NOT_FOUND', message);
export const conflict = (message: string) => refuse('CONFLICT', message);
