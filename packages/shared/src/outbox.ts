/**
 * What a mail in the outbox holds where a link only its recipient may follow was
 * (docs/product.md#mail). Written into the stored mail (apps/api/src/mail/secret-links.ts) and
 * found again there, so it is this text whatever anyone's language; the admin's outbox shows it in
 * the admin's (apps/web/src/features/outbox/hidden-links.ts).
 */
export const HIDDEN_LINK = '[link hidden: sent only to the recipient]';
