/** Business constants (docs/product.md#constants). */
export const MIN_PASSWORD_LENGTH = 6;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 5;
/** Shown for a nameless reviewer (docs/product.md#reviews) or payer (card billing details). */
export const ANONYMOUS_NAME = 'Anonymous';
export const PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 100;
/** Rows per page of a dashboard table (users, sessions, tutor requests, all materials); card lists use `PAGE_SIZE`. */
export const TABLE_PAGE_SIZE = 10;
export const DESCRIPTION_EXCERPT_LENGTH = 100;
export const CAROUSEL_AUTOPLAY_MS = 5000;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * The most pixels an uploaded image may have (docs/product.md#uploads), read from its header before
 * anything is decoded. 4096 × 4096 takes the 12 and 16 megapixel photos of phones and cameras;
 * decoding a larger one costs memory a profile or material picture never needs (a 40 megapixel GIF
 * took 220 MB).
 */
export const MAX_IMAGE_PIXELS = 4096 * 4096;
/**
 * What one account may upload in any 24 hours (docs/product.md#uploads), counted by the database
 * with each upload. A stored image is at most 2000 px a side, typically 0.2 to 0.6 MB, so the count
 * is the limit people meet; the bytes bound what 50 pathological images could take.
 */
export const UPLOADS_PER_DAY = 50;
export const UPLOAD_BYTES_PER_DAY = 50 * 1024 * 1024;
export const CURRENCY = 'usd';

export const ROLES = ['student', 'tutor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const SESSION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** A refund follows the card provider's answer: asked (`pending`), given, or refused. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Why money was given back: a booking cancelled (at most one per booking), an admin's refund
 * (any number, never beyond what was paid), or a payment that found no seat (one per payment).
 */
export const REFUND_KINDS = ['cancellation', 'admin', 'unseated'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/**
 * Why the platform gave money back on its own, beside a person's words where there are some (a
 * cancelled session's reason): the audit log reads the cause in the reader's language.
 */
export const REFUND_CAUSES = [
  'cancelledByStudent',
  'cancelledByAdmin',
  'sessionCancelled',
  'lessonCancelledByStudent',
  'lessonCancelledByTutor',
  'lessonCancelledByAdmin',
  'lessonTimeGone',
  'full',
  'unavailable',
  'priceChanged',
  'alreadyBooked',
  'cannotBook',
  'lessonUnused',
] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

/**
 * Stable codes beside `message` where a client must tell refusals apart; the web branches on
 * these, never on the display text, which may change.
 */
/** The most seats a class may have (docs/product.md#seats-and-waitlist). */
export const MAX_CAPACITY = 10_000;

export const ERROR_CODES = [
  'ALREADY_BOOKED',
  'REGISTRATION_CLOSED',
  'REGISTRATION_NOT_OPEN',
  'CARD_DECLINED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_TOKEN',
  'EMAIL_CONFIRMATION_REQUIRED',
  'SESSION_FULL',
  'SESSION_UNAVAILABLE',
  'CANCELLATION_DEADLINE_PASSED',
  'PAYMENT_FINISHED',
  'EMAIL_DOMAIN_NOT_ALLOWED',
  'PASSWORD_SIGN_IN_DISABLED',
  'NOT_A_SLOT',
  'SLOT_TAKEN',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
