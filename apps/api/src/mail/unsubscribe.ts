import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_KINDS, type EmailKind } from '@studyhall/shared';

/**
 * The token of a one-click unsubscribe link: the account and the kind of mail, signed with the
 * server's secret. It needs no sign-in and does not expire, as a link in an old mail must still work;
 * all it can do is turn one kind of mail off.
 */
export function unsubscribeToken(secret: string, userId: string, kind: EmailKind): string {
  const payload = Buffer.from(`${userId}\n${kind}`).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: EmailKind } | null {
  const [payload, given, ...rest] = token.split('.');
  if (!payload || !given || rest.length) return null;
  const expected = Buffer.from(signature(secret, payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const [userId, kind] = Buffer.from(payload, 'base64url').toString().split('\n');
  if (!userId || !EMAIL_KINDS.includes(kind as EmailKind)) return null;
  return { userId, kind: kind as EmailKind };
}

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');
}
