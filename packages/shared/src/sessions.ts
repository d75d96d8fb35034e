import { z } from 'zod';
import { SESSION_STATUSES } from './constants';
import { isoDate, money, nameText, optionalText, requiredText } from './fields';
import { messages } from './messages';

/** `POST /sessions`; tutor, fee and status come from the server. */
export const createSessionBody = z
  .object({
    title: nameText('title', 200),
    description: requiredText('description', 5000),
    registrationStart: isoDate('registrationStart'),
    registrationEnd: isoDate('registrationEnd'),
    classStart: isoDate('classStart'),
    classEnd: isoDate('classEnd'),
    duration: requiredText('duration', 100),
  })
  .refine((s) => s.registrationStart <= s.registrationEnd, {
    message: 'registrationEnd must be on or after registrationStart',
    path: ['registrationEnd'],
  })
  .refine((s) => s.classStart <= s.classEnd, {
    message: 'classEnd must be on or after classStart',
    path: ['classEnd'],
  })
  .refine((s) => s.registrationStart <= s.classStart, {
    message: 'classStart must be on or after registrationStart',
    path: ['classStart'],
  });
export type CreateSessionBody = z.infer<typeof createSessionBody>;

/** `PATCH /sessions/{id}`: `{ status: 'pending' }` (tutor re-request) or `{ title }` (admin). */
export const updateSessionBody = z
  .object({
    status: z.literal('pending', { error: 'status can only be set to pending' }).optional(),
    title: nameText('title', 200, messages.sessions.titleRequired).optional(),
  })
  .refine((body) => body.status !== undefined || body.title !== undefined, {
    message: 'status or title is required',
    path: ['status'],
  });
export type UpdateSessionBody = z.infer<typeof updateSessionBody>;

// A strict number: "25" is a wrong type in a JSON body; the form converts its input itself.
const paidFee = money('fee').refine((fee) => fee >= 0.01);

/**
 * `PATCH /sessions/{id}/approve`. A free approval stores fee 0 whatever `fee` says, so `fee` is
 * only read (and must be above 0) when `isPaid` is true.
 */
export const approveSessionBody = z
  .object({
    isPaid: z.boolean({ error: 'isPaid must be true or false' }).default(false),
    fee: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    if (!body.isPaid) return { isPaid: false, fee: 0 };
    const fee = paidFee.safeParse(body.fee ?? undefined);
    if (!fee.success) {
      ctx.addIssue({ code: 'custom', message: messages.sessions.validFeeRequired, path: ['fee'] });
      return z.NEVER;
    }
    return { isPaid: true, fee: fee.data };
  });
export type ApproveSessionBody = z.input<typeof approveSessionBody>;

export const rejectSessionBody = z.object({
  reason: requiredText('reason', 1000, messages.sessions.rejectionReasonRequired),
  feedback: optionalText('feedback', 2000),
});
export type RejectSessionBody = z.infer<typeof rejectSessionBody>;

export const sessionListQuery = z.object({
  status: z
    .enum(SESSION_STATUSES, { error: 'status must be pending, approved or rejected' })
    .optional(),
  tutorEmail: z.string().trim().toLowerCase().max(254).optional(),
});
