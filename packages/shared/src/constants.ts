/** Business constants of spec §9. */
export const MIN_PASSWORD_LENGTH = 6;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 5;
/** Shown for a reviewer or payer without a name (spec §3 Review, §7 billing details). */
export const ANONYMOUS_NAME = 'Anonymous';
export const PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 100;
export const DESCRIPTION_EXCERPT_LENGTH = 100;
export const CAROUSEL_AUTOPLAY_MS = 5000;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const CURRENCY = 'usd';

export const ROLES = ['student', 'tutor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const SESSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
