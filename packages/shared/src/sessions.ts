import { z } from 'zod';
import { MAX_CAPACITY, SESSION_STATUSES } from './constants';
import { fieldMessages } from './field-messages';
import {
  httpUrl,
  isoDate,
  money,
  nameText,
  optionalNameText,
  optionalText,
  requiredText,
} from './fields';
import { meetingRepeat, meetingScheduleProblem, meetingTimes, clockTime } from './meetings';
import { messages } from './messages';
import { oneOfMessage, ruleMessages } from './text-rules';

/** Seats in a class: a whole number from 1 to 10,000, or `null` for no limit. */
export function capacityField() {
  return z
    .number({ error: () => fieldMessages.wholeNumberOrNull('capacity') })
    .int({ error: () => fieldMessages.wholeNumber('capacity') })
    .min(1, { error: () => fieldMessages.atLeast('capacity', 1) })
    .max(MAX_CAPACITY, { error: () => fieldMessages.atMost('capacity', MAX_CAPACITY) })
    .nullable();
}

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
    classStartTime: clockTime('classStartTime').default('09:00'),
    classEndTime: clockTime('classEndTime').default('10:00'),
    location: optionalNameText('location', 200)
      .nullable()
      .transform((value) => value || null),
    meetingUrl: httpUrl('meetingUrl')
      .nullish()
      .transform((value) => value ?? null),
    capacity: capacityField().default(null),
    meetings: z
      .array(meetingTimes, {
        error: () => fieldMessages.listOf('meetings', '{ date, start, end }'),
      })
      .min(1, { error: () => fieldMessages.needsMeeting('meetings') })
      .max(100, { error: () => fieldMessages.meetingsAtMost(100) })
      .optional(),
    repeat: meetingRepeat.optional(),
  })
  .refine((s) => s.registrationStart <= s.registrationEnd, {
    error: () => ruleMessages.onOrAfter('registrationEnd', 'registrationStart'),
    path: ['registrationEnd'],
  })
  .refine((s) => s.classStart <= s.classEnd, {
    error: () => ruleMessages.onOrAfter('classEnd', 'classStart'),
    path: ['classEnd'],
  })
  .refine((s) => s.registrationStart <= s.classStart, {
    error: () => ruleMessages.onOrAfter('classStart', 'registrationStart'),
    path: ['classStart'],
  })
  .refine((s) => s.classStart < s.classEnd || s.classStartTime < s.classEndTime, {
    error: () => fieldMessages.after('classEndTime', 'classStartTime'),
    path: ['classEndTime'],
  })
  .refine((s) => !s.meetings?.some((meeting) => meeting.date < s.registrationStart), {
    error: () => ruleMessages.onOrAfter('meetings', 'registrationStart'),
    path: ['meetings'],
  })
  .superRefine((s, ctx) => {
    const problem = meetingScheduleProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
  });
export type CreateSessionBody = z.infer<typeof createSessionBody>;

/**
 * `PATCH /sessions/{id}`: `{ status: 'pending' }` (tutor re-request), `{ title }` (admin) or
 * `{ capacity }` (its tutor or an admin; never below the seats taken).
 */
export const updateSessionBody = z
  .object({
    status: z
      .literal('pending', { error: () => fieldMessages.onlySetTo('status', 'pending') })
      .optional(),
    title: nameText('title', 200, () => messages.sessions.titleRequired).optional(),
    capacity: capacityField().optional(),
  })
  .refine(
    (body) => body.status !== undefined || body.title !== undefined || body.capacity !== undefined,
    { error: () => fieldMessages.oneRequired('status, title', 'capacity'), path: ['status'] },
  );
export type UpdateSessionBody = z.infer<typeof updateSessionBody>;

// A strict number: "25" is a wrong type in a JSON body; the form converts its input itself.
const paidFee = money('fee').refine((fee) => fee >= 0.01);

/**
 * `PATCH /sessions/{id}/approve`. A free approval stores fee 0 whatever `fee` says, so `fee` is
 * only read (and must be above 0) when `isPaid` is true.
 */
export const approveSessionBody = z
  .object({
    isPaid: z.boolean({ error: () => fieldMessages.trueOrFalse('isPaid') }).default(false),
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
  reason: requiredText('reason', 1000, () => messages.sessions.rejectionReasonRequired),
  feedback: optionalText('feedback', 2000),
});
export type RejectSessionBody = z.infer<typeof rejectSessionBody>;

/** `POST /sessions/{id}/cancel`: why, told to everyone booked or waiting. */
export const cancelSessionBody = z.object({
  reason: requiredText('reason', 1000),
});

export const sessionListQuery = z.object({
  status: z.enum(SESSION_STATUSES, { error: oneOfMessage('status', SESSION_STATUSES) }).optional(),
  tutorEmail: z.string().trim().toLowerCase().max(254).optional(),
});
