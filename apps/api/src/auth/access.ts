import type { Role } from '@studyhall/shared';

/**
 * Who may call a route at all: anyone, any signed-in user, or only these roles. It is checked before
 * the body is validated, so a caller without the right never learns what a valid body looks like
 * (401, then 403, then 400). Relations (own note, booked session, that tutor) stay in the handlers.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

const ADMIN = ['admin'] as const;
const STUDENT = ['student'] as const;
const TUTOR = ['tutor'] as const;
const TUTOR_OR_ADMIN = ['tutor', 'admin'] as const;

/**
 * Every route the app serves, as `METHOD url` with Fastify's url pattern. A route under `/api`
 * missing here stops the app from building (see auth/plugin.ts), so none ships without a rule.
 */
export const accessTable: Readonly<Record<string, Access>> = {
  // better-auth checks its own calls (sign-in, sign-up, get-session, sign-out, update-user).
  'GET /api/auth/*': 'public',
  'POST /api/auth/*': 'public',
  // Stripe signs its calls; the handler verifies the signature.
  'POST /api/webhooks/stripe': 'public',
  'GET /uploads/:name': 'public',
  'POST /api/uploads': 'signed-in',

  'GET /api/health': 'public',
  'GET /api/config': 'public',
  // The API's document and its interactive reference (api-docs.ts).
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',

  // Public only as `?role=tutor`; the handler asks for an admin for anything else.
  'GET /api/users': 'public',
  'POST /api/users': 'signed-in',
  'GET /api/users/:user/role': 'signed-in',
  'PATCH /api/users/:user/role': ADMIN,
  'PATCH /api/users/request-tutor': STUDENT,
  'GET /api/users/pending-tutors': ADMIN,
  'PATCH /api/users/:id/approve-tutor': ADMIN,
  'DELETE /api/users/:id/decline-tutor': ADMIN,
  // A tutor's public profile; only a tutor writes their own.
  'GET /api/tutors': 'public',
  'GET /api/tutors/:id': 'public',
  'PUT /api/me/tutor-profile': TUTOR,

  'GET /api/sessions/approved': 'public',
  'GET /api/sessions': TUTOR_OR_ADMIN,
  'GET /api/sessions/tutor/:email': 'signed-in',
  'GET /api/sessions/:id': 'signed-in',
  'POST /api/sessions': TUTOR,
  'PATCH /api/sessions/:id': TUTOR_OR_ADMIN,
  'PATCH /api/sessions/:id/approve': ADMIN,
  'PATCH /api/sessions/:id/reject': ADMIN,
  'DELETE /api/sessions/:id': ADMIN,
  // Its tutor (before it starts) or an admin: the handler checks which.
  'POST /api/sessions/:id/cancel': TUTOR_OR_ADMIN,
  'PATCH /api/sessions/:id/meetings/:meetingId': TUTOR_OR_ADMIN,
  'POST /api/sessions/:id/meetings/:meetingId/cancel': TUTOR_OR_ADMIN,
  'POST /api/sessions/:id/meetings': TUTOR_OR_ADMIN,
  'POST /api/sessions/:id/waitlist': STUDENT,
  'DELETE /api/sessions/:id/waitlist': STUDENT,
  'GET /api/sessions/:id/waitlist/me': 'signed-in',
  // The caller's own lines: a student's dashboard; anyone else has none.
  'GET /api/me/waitlists': 'signed-in',
  'GET /api/sessions/:id/waitlist': TUTOR_OR_ADMIN,
  // Its tutor or an admin: the handler checks which.
  'GET /api/sessions/:id/students': TUTOR_OR_ADMIN,

  'GET /api/sessions/:id/reviews': 'public',
  'POST /api/reviews': STUDENT,

  'POST /api/bookedSessions': STUDENT,
  'GET /api/bookedSessions': 'signed-in',
  'GET /api/bookedSessions/:sessionId/:email': 'signed-in',
  // The booking's student or an admin; anyone else's booking answers 404.
  'POST /api/bookedSessions/:id/cancel': 'signed-in',
  // The tutor of the booking's session or an admin, once the class has started.
  'PUT /api/bookedSessions/:id/attendance': TUTOR_OR_ADMIN,

  // Lessons (docs/product.md#lessons). A tutor's own hours; lesson types anyone reads when
  // approved (their tutor and admins in any status, the handlers check which).
  'GET /api/me/availability': TUTOR,
  'PUT /api/me/availability': TUTOR,
  'POST /api/lesson-types': TUTOR,
  'GET /api/lesson-types': 'public',
  'GET /api/lesson-types/:id': 'public',
  'PATCH /api/lesson-types/:id': TUTOR,
  // Its tutor or an admin: the handler checks which.
  'DELETE /api/lesson-types/:id': TUTOR_OR_ADMIN,
  'PATCH /api/lesson-types/:id/approve': ADMIN,
  'PATCH /api/lesson-types/:id/reject': ADMIN,
  'GET /api/lesson-types/:id/slots': 'public',
  'POST /api/lessons': STUDENT,
  // The caller's own lessons (all for admins); a lesson of someone else answers 404.
  'GET /api/lessons': 'signed-in',
  'GET /api/lessons/:id': 'signed-in',
  'POST /api/lessons/:id/cancel': 'signed-in',
  'POST /api/lessons/:id/reschedule': 'signed-in',
  'GET /api/lessons/:id/calendar.ics': 'signed-in',
  // Its tutor or an admin, once it has begun.
  'PUT /api/lessons/:id/attendance': TUTOR_OR_ADMIN,

  'POST /api/create-payment-intent': STUDENT,
  'POST /api/payments/sandbox/confirm': STUDENT,
  // The caller's own payments and receipts; someone else's payment answers 404.
  'GET /api/me/payments': 'signed-in',
  'GET /api/me/payments/:id': 'signed-in',

  'POST /api/materials': TUTOR,
  'GET /api/materials': TUTOR_OR_ADMIN,
  'GET /api/materials/:id': 'signed-in',
  'PUT /api/materials/:id': TUTOR,
  'DELETE /api/materials/:id': TUTOR_OR_ADMIN,

  'POST /api/notes': 'signed-in',
  'GET /api/notes': 'signed-in',
  'PUT /api/notes/:id': 'signed-in',
  'DELETE /api/notes/:id': 'signed-in',

  // Always the caller's own: the handlers read and change nothing of anyone else's.
  'GET /api/notifications': 'signed-in',
  'PATCH /api/notifications/:id/read': 'signed-in',
  'POST /api/notifications/read-all': 'signed-in',
  'GET /api/me/notification-preferences': 'signed-in',
  'PUT /api/me/notification-preferences': 'signed-in',
  'DELETE /api/me': 'signed-in',
  // A mail's one-click unsubscribe: the signed token in the link is the credential.
  'POST /api/unsubscribe': 'public',

  // A session the caller may see (else 404), as a file; the caller's own feed address.
  'GET /api/sessions/:id/calendar.ics': 'signed-in',
  'GET /api/me/calendar': 'signed-in',
  'POST /api/me/calendar/rotate': 'signed-in',
  // A calendar app's subscription: the secret token in the address is the credential.
  'GET /api/calendar/:token.ics': 'public',
  'GET /api/admin/outbox': ADMIN,
  // Admin operations. The audit log can be neither changed nor deleted through any route.
  'GET /api/admin/audit': ADMIN,
  'GET /api/admin/stats': ADMIN,
  'GET /api/admin/export/:kind.csv': ADMIN,
  'GET /api/admin/payments': ADMIN,
  'POST /api/admin/payments/:id/refund': ADMIN,
};

/** Fastify answers HEAD with the GET route, so both share one rule. */
export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

export function accessFor(method: string, url: string): Access | undefined {
  return accessTable[routeKey(method, url)];
}
