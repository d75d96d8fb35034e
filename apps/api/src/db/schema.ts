import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ATTENDANCE_STATUSES,
  MEETING_STATUSES,
  type MeetingStatus,
  AUDIT_ACTIONS,
  LESSON_CANCELLERS,
  LESSON_STATUSES,
  LESSON_TYPE_STATUSES,
  type WeeklyRange,
  type AvailabilityOverride,
  type Language,
  AUDIT_TARGET_TYPES,
  EMAIL_KINDS,
  MAIL_STATUSES,
  NOTIFICATION_TYPES,
  REFUND_KINDS,
  REFUND_STATUSES,
  ROLES,
  SESSION_STATUSES,
} from '@studyhall/shared';
import type { MailAttachment } from '../domain/notice';

export const roleEnum = pgEnum('user_role', ROLES);
export const sessionStatusEnum = pgEnum('session_status', SESSION_STATUSES);
export const mailStatusEnum = pgEnum('mail_status', MAIL_STATUSES);
export const emailKindEnum = pgEnum('email_kind', [...EMAIL_KINDS, 'security']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** PostgreSQL's full-text document type; read only inside queries, never sent to a client. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The one status the public list and its search indexes cover (partial indexes below). */
const PUBLISHED = sql`status = 'approved'`;
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/* ---- better-auth's tables (JS keys are the field names its drizzle adapter expects) ---- */

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    role: roleEnum('role').notNull().default('student'),
    pendingReason: text('pending_reason'),
    /** Why the last tutor request was declined, for the student to read; gone with a new one. */
    declinedReason: text('declined_reason'),
    lastLogIn: timestamp('last_log_in', { withTimezone: true }),
    /** A tutor's public profile (docs/product.md#tutor-profiles); empty for everyone else. */
    bio: text('bio').notNull().default(''),
    subjects: text('subjects')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The language chosen for the web and the mails; null until one is (then the browser's). */
    language: text('language').$type<Language>(),
  },
  (t) => [
    check('users_language_check', sql`${t.language} IN ('en', 'es', 'ar')`),
    check('users_bio_check', sql`char_length(${t.bio}) <= 2000`),
    check('users_subjects_check', sql`cardinality(${t.subjects}) <= 10`),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    // The users export reads every account, oldest first, in batches (modules/exports).
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.pendingReason} is not null`),
  ],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/* ---- StudyHall's domain ---- */

export const studySessions = pgTable(
  'study_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorName: text('tutor_name').notNull(),
    tutorEmail: text('tutor_email').notNull(),
    registrationStart: date('registration_start', { mode: 'string' }).notNull(),
    registrationEnd: date('registration_end', { mode: 'string' }).notNull(),
    classStart: date('class_start', { mode: 'string' }).notNull(),
    classEnd: date('class_end', { mode: 'string' }).notNull(),
    duration: text('duration').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    status: sessionStatusEnum('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    rejectionFeedback: text('rejection_feedback'),
    averageRating: numeric('average_rating', { precision: 2, scale: 1, mode: 'number' })
      .notNull()
      .default(0),
    reviewCount: integer('review_count').notNull().default(0),
    // Wall-clock `HH:MM` in TIME_ZONE; `startsAt`/`endsAt` are the instants they named when the
    // session was written (docs/product.md#time-and-place), so a later TIME_ZONE does not move a class.
    classStartTime: text('class_start_time').notNull().default('09:00'),
    classEndTime: text('class_end_time').notNull().default('10:00'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    location: text('location'),
    meetingUrl: text('meeting_url'),
    /** `null`: unlimited. */
    capacity: integer('capacity'),
    /**
     * Live bookings plus seats held by waitlist offers, kept by triggers on both tables (migration
     * 0011, docs/decisions/008-seats-by-trigger.md): no code writes it.
     */
    seatsTaken: integer('seats_taken').notNull().default(0),
    /**
     * Its meetings, earliest first, as the answers show them: kept by a trigger on
     * session_meetings (migration 0012), as are `startsAt` and `endsAt`, the first scheduled
     * meeting's start and the last one's end. No code writes them after the session is created.
     */
    meetings: jsonb('meetings').$type<SessionMeetingSummary[]>().notNull().default([]),
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The words a search matches (docs/product.md#search-and-filters): title, tutor name and
     * description, kept by the database. `studyhall_search` is the `simple` configuration with
     * accents folded first (migration 0017): lower-cased words without accents, no stemming and
     * no stop words, so a prefix typed is a prefix matched, names included.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('studyhall_search'::regconfig, "title" || ' ' || "tutor_name" || ' ' || "description")`,
      ),
  },
  (t) => [
    check('study_sessions_fee_check', sql`${t.feeCents} >= 0`),
    check(
      'study_sessions_capacity_check',
      sql`${t.capacity} is null or ${t.capacity} between 1 and 10000`,
    ),
    check(
      'study_sessions_seats_check',
      sql`${t.seatsTaken} >= 0 and (${t.capacity} is null or ${t.seatsTaken} <= ${t.capacity})`,
    ),
    check('study_sessions_instants_check', sql`${t.startsAt} < ${t.endsAt}`),
    index('study_sessions_starts_idx').on(t.startsAt),
    index('study_sessions_created_idx').on(t.createdAt, t.id),
    check('study_sessions_registration_check', sql`${t.registrationStart} <= ${t.registrationEnd}`),
    check('study_sessions_class_check', sql`${t.classStart} <= ${t.classEnd}`),
    check('study_sessions_rating_check', sql`${t.averageRating} between 0 and 5`),
    index('study_sessions_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('study_sessions_tutor_idx').on(t.tutorEmail, t.createdAt.desc().nullsFirst()),
    // The public list's search, filters and sorts (docs/performance.md#search-and-filters): only
    // published sessions, the one status those queries read.
    index('study_sessions_approved_search_idx').using('gin', t.search).where(PUBLISHED),
    index('study_sessions_approved_tutor_idx')
      .on(t.tutorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(PUBLISHED),
    index('study_sessions_approved_starts_idx').on(t.startsAt, t.id).where(PUBLISHED),
    index('study_sessions_approved_rating_idx')
      .on(
        t.averageRating.desc().nullsFirst(),
        t.reviewCount.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(PUBLISHED),
    index('study_sessions_approved_fee_idx')
      .on(t.feeCents, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(PUBLISHED),
    // `available`: open ones by closing day, closed ones backwards, upcoming ones by opening day.
    index('study_sessions_approved_registration_end_idx')
      .on(t.registrationEnd, t.id, t.registrationStart)
      .where(PUBLISHED),
    index('study_sessions_approved_registration_start_idx')
      .on(t.registrationStart, t.id)
      .where(PUBLISHED),
    index('study_sessions_approved_class_days_idx')
      .using('gist', sql`daterange(${t.classStart}, ${t.classEnd}, '[]')`)
      .where(PUBLISHED),
  ],
);

/**
 * How many sessions are in each status, kept by triggers on `study_sessions` (migration
 * drizzle/0002_session-status-count-triggers.sql) in the same transaction as the change. Counting 100,000 approved
 * rows for every page of the public list took longer than the page itself
 * (docs/performance.md#api).
 */
export const sessionStatusCounts = pgTable(
  'session_status_counts',
  {
    status: sessionStatusEnum('status').primaryKey(),
    count: integer('count').notNull().default(0),
  },
  (t) => [check('session_status_counts_count_check', sql`${t.count} >= 0`)],
);

/**
 * Every word the sessions' `search` holds, once, kept by triggers on `study_sessions` (migration
 * 0017) with a trigram index (`gist_trgm_ops`, declared there): where a misspelt word finds the
 * words one letter from it (modules/sessions/near-words.ts).
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

export const bookedSessions = pgTable(
  'booked_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => studySessions.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentEmail: text('student_email').notNull(),
    tutorEmail: text('tutor_email').notNull(),
    tutorName: text('tutor_name').notNull(),
    sessionTitle: text('session_title').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    paymentIntentId: text('payment_intent_id').unique(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    /** A cancelled booking keeps its record; only live ones (`cancelled_at` null) hold a seat. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['student', 'tutor', 'admin'] }),
  },
  (t) => [
    check('booked_sessions_fee_check', sql`${t.feeCents} >= 0`),
    // One live booking per student and session; cancelled ones may be many.
    uniqueIndex('booked_sessions_student_session_key')
      .on(t.studentId, t.sessionId)
      .where(sql`${t.cancelledAt} is null`),
    index('booked_sessions_student_idx').on(t.studentId, t.bookedAt.desc().nullsFirst()),
    index('booked_sessions_session_idx').on(t.sessionId),
    index('booked_sessions_booked_at_idx').on(
      t.bookedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => studySessions.id, { onDelete: 'cascade' }),
    // A review outlives its author's account, as 'Anonymous' (docs/architecture.md#deleting-an-account).
    studentId: text('student_id').references(() => users.id, { onDelete: 'set null' }),
    studentEmail: text('student_email'),
    studentName: text('student_name'),
    // Who wrote it, by the hash of their lower-cased email (modules/reviews/repository.ts reviewerKeyOf):
    // kept when the account goes, so the same address cannot review the session again.
    reviewerKey: text('reviewer_key').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_student_session_key').on(t.studentId, t.sessionId),
    uniqueIndex('reviews_session_reviewer_key').on(t.sessionId, t.reviewerKey),
    index('reviews_session_created_idx').on(
      t.sessionId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    studySessionId: uuid('study_session_id')
      .notNull()
      .references(() => studySessions.id, { onDelete: 'cascade' }),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorEmail: text('tutor_email').notNull(),
    tutorName: text('tutor_name').notNull(),
    image: text('image').notNull(),
    link: text('link').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('materials_tutor_idx').on(t.tutorId, t.createdAt.desc().nullsFirst()),
    index('materials_session_idx').on(t.studySessionId, t.createdAt.desc().nullsFirst()),
    index('materials_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notes_owner_created_idx').on(t.ownerId, t.createdAt.desc().nullsFirst())],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerIntentId: text('provider_intent_id').notNull().unique(),
    clientSecret: text('client_secret').notNull(),
    // A payment outlives its student's account and its session: what was paid stays on record.
    studentId: text('student_id').references(() => users.id, { onDelete: 'set null' }),
    // A payment outlives its session: deleting a session must not erase what a student paid, which a
    // refund still needs (the Stripe intent id, the student, the amount).
    sessionId: uuid('session_id').references(() => studySessions.id, { onDelete: 'set null' }),
    /** A lesson's payment instead: the type and the start it pays for (docs/product.md#lessons). */
    lessonTypeId: uuid('lesson_type_id').references(() => lessonTypes.id, { onDelete: 'set null' }),
    lessonStartsAt: timestamp('lesson_starts_at', { withTimezone: true }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    /**
     * Given back so far: the refunds not failed, kept by a trigger on `refunds` (migration
     * 0008) in the transaction of each refund. Its check is what makes a refund beyond what was
     * paid fail, whichever way it comes and however many come at once.
     */
    refundedCents: integer('refunded_cents').notNull().default(0),
    // Copies kept with the record of money: they outlive the student's account and the session.
    studentEmail: text('student_email'),
    sessionTitle: text('session_title'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check(
      'payments_refunded_check',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
    index('payments_student_session_idx').on(t.studentId, t.sessionId, t.status),
    index('payments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** A meeting as `study_sessions.meetings` holds it (instants as PostgreSQL writes them in JSON). */
export interface SessionMeetingSummary {
  _id: string;
  startsAt: string;
  endsAt: string;
  status: MeetingStatus;
  sequence: number;
}

/**
 * When a session meets (docs/product.md#meetings). Scheduled meetings of one session never overlap
 * (an exclusion constraint, migration 0012); a change raises `sequence`, so a calendar that has the
 * meeting (its UID is the meeting's id) takes the new time.
 */
export const sessionMeetings = pgTable(
  'session_meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => studySessions.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: MEETING_STATUSES }).notNull().default('scheduled'),
    sequence: integer('sequence').notNull().default(0),
    /** Why it was last moved, cancelled or added, as everyone booked was told. */
    changeReason: text('change_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('session_meetings_instants_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('session_meetings_status_check', sql`${t.status} in ('scheduled', 'cancelled')`),
    index('session_meetings_session_idx').on(t.sessionId, t.startsAt),
    index('session_meetings_starts_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

/**
 * Each reminder a booked student was sent of a meeting (docs/product.md#reminders): the key is
 * the claim, so a reminder goes once whoever sweeps and however many sweep at once. Keyed by the
 * meeting's `sequence` too: a meeting moved after its reminder is reminded again at its new time.
 */
export const meetingReminders = pgTable(
  'meeting_reminders',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => sessionMeetings.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookedSessions.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'meeting_reminders_pkey', columns: [t.meetingId, t.bookingId, t.sequence] }),
    // Deleting a booking (its account or session gone) finds its reminders without a scan.
    index('meeting_reminders_booking_idx').on(t.bookingId),
  ],
);

/** Each reminder a meeting's tutor was sent, once per meeting and `sequence`, as above. */
export const meetingTutorReminders = pgTable(
  'meeting_tutor_reminders',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => sessionMeetings.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'meeting_tutor_reminders_pkey', columns: [t.meetingId, t.sequence] })],
);

/**
 * Whether a booked student came to one meeting (docs/product.md#attendance): marked by the tutor
 * or an admin once the meeting has begun, at most one mark per booking and meeting.
 */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => sessionMeetings.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookedSessions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ATTENDANCE_STATUSES }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'meeting_attendance_pkey', columns: [t.meetingId, t.bookingId] }),
    check('meeting_attendance_status_check', sql`${t.status} in ('present', 'absent')`),
    // A booking's marks, for the bookings export and for deleting a booking.
    index('meeting_attendance_booking_idx').on(t.bookingId),
  ],
);

/* ---- Mail and notifications ---- */

/**
 * Every mail the product sends, written in the same transaction as the event that causes it and
 * delivered afterwards by the mail worker (mail/delivery.ts). `to` is an address, not a user: a mail
 * outlives its recipient's account, as a record of what was sent.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    kind: emailKindEnum('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers (List-Unsubscribe); never built from what a user typed. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Small generated files (a class's .ics), kept with the mail so a retry sends the same. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: mailStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('outbox_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Which kinds of email a user turned off; no row means every kind is on. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminders: boolean('reminders').notNull().default(true),
  bookingUpdates: boolean('booking_updates').notNull().default(true),
  sessionUpdates: boolean('session_updates').notNull().default(true),
  adminAlerts: boolean('admin_alerts').notNull().default(true),
  updatedAt: updatedAt(),
});

/* ---- Classes: waitlist, refunds, calendar feeds ---- */

/**
 * Students waiting for a seat, first come first served. An offer (a paid session's freed seat held
 * for one student) has `offerExpiresAt`; its seat counts in `seats_taken` (a trigger, migration 0011)
 * until used, left or taken away by the sweep, lapsed or not.
 */
export const waitlist = pgTable(
  'waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => studySessions.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_session_student_key').on(t.sessionId, t.studentId),
    index('waitlist_session_created_idx').on(t.sessionId, t.createdAt, t.id),
  ],
);

/**
 * Every refund; `status` follows the provider's answer. A refund is a record of money, like its
 * payment: it outlives the booking (its `booking_id` set to null).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: REFUND_KINDS }).notNull().default('cancellation'),
    bookingId: uuid('booking_id').references(() => bookedSessions.id, { onDelete: 'set null' }),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    providerRefundId: text('provider_refund_id'),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
    check('refunds_kind_check', sql`${t.kind} in ('cancellation', 'admin', 'unseated')`),
    uniqueIndex('refunds_cancellation_booking_key')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'cancellation'`),
    uniqueIndex('refunds_cancellation_lesson_key')
      .on(t.lessonId)
      .where(sql`${t.kind} = 'cancellation'`),
    uniqueIndex('refunds_unseated_intent_key')
      .on(t.paymentIntentId)
      .where(sql`${t.kind} = 'unseated'`),
    index('refunds_intent_idx').on(t.paymentIntentId),
    index('refunds_created_idx').on(t.createdAt),
  ],
);

/** The secret of each user's calendar feed URL; rotating replaces it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

/* ---- Admin operations ---- */

/**
 * Who did what (docs/product.md#audit-log), written in the transaction of the change it records.
 * Append-only: a trigger (migration 0008) refuses every UPDATE, DELETE and TRUNCATE, and no route
 * writes here but through `modules/audit/record.ts`. `actor_id` is no foreign key and the email
 * is a copy, so an entry outlives its actor's account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_action_created_idx').on(
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_actor_email_created_idx').on(
      t.actorEmail,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_actor_id_created_idx').on(
      t.actorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/* ---- Uploads ---- */

/**
 * Every file `POST /api/uploads` stored (docs/product.md#uploads): the account's daily quota is
 * counted here, in the transaction that adds the row, and the cleanup job deletes the files no
 * record uses once they are older than its grace period (modules/uploads). The owner is set null
 * when the account goes, so its files are still found and cleaned up.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The stored file's name, `<uuid>.webp`, served at `/uploads/<key>`. */
    key: text('key').primaryKey(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('uploads_bytes_check', sql`${t.bytes} > 0`),
    index('uploads_owner_created_idx').on(t.ownerId, t.createdAt),
    index('uploads_created_idx').on(t.createdAt),
  ],
);

/* ---- Lessons (docs/product.md#lessons) ---- */

/** A tutor's hours: weekly ranges and date overrides, wall-clock times in `time_zone`. */
export const tutorAvailability = pgTable('tutor_availability', {
  tutorId: text('tutor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  weekly: jsonb('weekly').$type<WeeklyRange[]>().notNull().default([]),
  overrides: jsonb('overrides').$type<AvailabilityOverride[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** What a tutor offers to teach one to one, approved by an admin as free or paid. */
export const lessonTypes = pgTable(
  'lesson_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    minimumNoticeHours: integer('minimum_notice_hours').notNull().default(12),
    horizonDays: integer('horizon_days').notNull().default(60),
    maxPerDay: integer('max_per_day'),
    location: text('location'),
    meetingUrl: text('meeting_url'),
    feeCents: integer('fee_cents').notNull().default(0),
    status: text('status', { enum: LESSON_TYPE_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    rejectionFeedback: text('rejection_feedback'),
    /** false once its tutor retired it: no new lessons, booked ones stay. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lesson_types_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'lesson_types_duration_check',
      sql`${t.durationMinutes} between 15 and 240 and ${t.durationMinutes} % 5 = 0`,
    ),
    check(
      'lesson_types_buffers_check',
      sql`${t.bufferBeforeMinutes} between 0 and 120 and ${t.bufferAfterMinutes} between 0 and 120`,
    ),
    check('lesson_types_fee_check', sql`${t.feeCents} >= 0`),
    index('lesson_types_tutor_idx').on(t.tutorId, t.createdAt),
    index('lesson_types_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A lesson booked by a student. Its time, widened by the buffers it was booked with, is the
 * tutor's busy time (`tutor_busy`, kept by a trigger, migration 0015) while it is booked; a
 * reschedule keeps its id and raises `sequence`, as its calendar event does.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonTypeId: uuid('lesson_type_id')
      .notNull()
      .references(() => lessonTypes.id, { onDelete: 'cascade' }),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    location: text('location'),
    meetingUrl: text('meeting_url'),
    paymentIntentId: text('payment_intent_id').unique(),
    status: text('status', { enum: LESSON_STATUSES }).notNull().default('booked'),
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: LESSON_CANCELLERS }),
    cancelReason: text('cancel_reason'),
    attendance: text('attendance', { enum: ATTENDANCE_STATUSES }),
    attendanceMarkedAt: timestamp('attendance_marked_at', { withTimezone: true }),
    /** The `sequence` the reminders went out for: a lesson is reminded once per time it has. */
    remindedSequence: integer('reminded_sequence'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lessons_instants_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('lessons_status_check', sql`${t.status} in ('booked', 'cancelled')`),
    check('lessons_attendance_check', sql`${t.attendance} in ('present', 'absent')`),
    check('lessons_fee_check', sql`${t.feeCents} >= 0`),
    index('lessons_student_starts_idx').on(t.studentId, t.startsAt),
    index('lessons_tutor_starts_idx').on(t.tutorId, t.startsAt),
    // The lessons export reads every lesson in this order, a batch at a time.
    index('lessons_created_idx').on(t.createdAt, t.id),
    index('lessons_starts_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked'`),
  ],
);

const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * A tutor's busy time, kept by triggers (migration 0015) from their booked lessons (widened by
 * their buffers) and the scheduled meetings of their approved sessions. Exclusion constraints make
 * lesson × lesson and lesson × meeting overlaps impossible under any race; meetings of classes may
 * overlap each other as before.
 */
export const tutorBusy = pgTable(
  'tutor_busy',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: text('tutor_id').notNull(),
    kind: text('kind', { enum: ['lesson', 'meeting'] }).notNull(),
    lessonId: uuid('lesson_id')
      .unique()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id')
      .unique()
      .references(() => sessionMeetings.id, { onDelete: 'cascade' }),
    during: tstzrange('during').notNull(),
  },
  (t) => [check('tutor_busy_kind_check', sql`${t.kind} in ('lesson', 'meeting')`)],
);
