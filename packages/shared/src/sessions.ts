import { z } from 'zod';
import { MAX_CAPACITY, SESSION_STATUSES } from './constants';
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

/** Seats in a class: a whole number from 1 to 10,000, or `null` for no limit. */
export function capacityField() {
  return z
    .number({ error: 'capacity must be a whole number or null' })
    .int('capacity must be a whole number')
    .min(1, 'capacity must be at least 1')
    .max(MAX_CAPACITY, `capacity must be at most ${MAX_CAPACITY}`)
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
      .array(meetingTimes, { error: 'meetings must be a list of { date, start, end }' })
      .min(1, 'meetings needs at least one meeting')
      .max(100, 'A session meets at most 100 times')
      .optional(),
    repeat: meetingRepeat.optional(),
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
  })
  .refine((s) => s.classStart < s.classEnd || s.classStartTime < s.classEndTime, {
    message: 'classEndTime must be after classStartTime',
    path: ['classEndTime'],
  })
  .refine((s) => !s.meetings?.some((meeting) => meeting.date < s.registrationStart), {
    message: 'meetings must be on or after registrationStart',
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
    status: z.literal('pending', { error: 'status can only be set to pending' }).optional(),
    title: nameText('title', 200, () => messages.sessions.titleRequired).optional(),
    capacity: capacityField().optional(),
  })
  .refine(
    (body) => body.status !== undefined || body.title !== undefined || body.capacity !== undefined,
    { message: 'status, title or capacity is required', path: ['status'] },
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
  reason: requiredText('reason', 1000, () => messages.sessions.rejectionReasonRequired),
  feedback: optionalText('feedback', 2000),
});
export type RejectSessionBody = z.infer<typeof rejectSessionBody>;

/** `POST /sessions/{id}/cancel`: why, told to everyone booked or waiting. */
export const cancelSessionBody = z.object({
  reason: requiredText('reason', 1000),
});

export const sessionListQuery = z.object({
  status: z
    .enum(SESSION_STATUSES, { error: 'status must be pending, approved, rejected or cancelled' })
    .optional(),
  tutorEmail: z.string().trim().toLowerCase().max(254).optional(),
});
