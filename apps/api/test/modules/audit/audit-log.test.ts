import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction, AuditEntryDto, BookingDto } from '@studyhall/shared';
import { auditLog } from '../../../src/db/schema';
import {
  createMaterial,
  createNote,
  createSession,
  daysFromToday,
  type SessionInput,
} from '../../../src/seed/factories';
import { createTestContext, TEST_PASSWORD, type TestContext, type TestUser } from '../../helper';

/*
 * The audit log (docs/product.md#audit-log): each recorded action writes one entry, in the
 * transaction of its change, naming who, what, which record, from where; a refused action writes
 * none, and neither does a change that rolls back.
 */

let ctx: TestContext;
let admin: TestUser;
let tutor: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ CANCELLATION_HOURS: '24' });
  [admin, tutor] = await Promise.all([
    ctx.signUp('admin', { email: 'chief@school.test' }),
    ctx.signUp('tutor', { email: 'tutor@school.test' }),
  ]);
});
afterAll(() => ctx.close());

function call(
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return ctx.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}

async function log(query = ''): Promise<AuditEntryDto[]> {
  const response = await call(admin, 'GET', `/api/admin/audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The entries of one action about one record. */
async function entriesOf(action: AuditAction, targetId: string): Promise<AuditEntryDto[]> {
  return (await log(`?action=${action}&limit=100`)).filter((entry) => entry.targetId === targetId);
}

const sessionOf = (input: SessionInput = {}) => createSession(ctx.app.db, tutor.user, input);

/** A paid booking through the sandbox, as the payment page makes one. */
async function bookPaid(student: TestUser, sessionId: string): Promise<BookingDto> {
  const intent = await call(student, 'POST', '/api/create-payment-intent', { sessionId });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret, paymentIntentId } = intent.json<{
    clientSecret: string;
    paymentIntentId: string;
  }>();
  const confirmed = await call(student, 'POST', '/api/payments/sandbox/confirm', {
    clientSecret,
    card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const booked = await call(student, 'POST', '/api/bookedSessions', {
    sessionId,
    paymentIntentId,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json();
}

describe('the audit log records', () => {
  it('a role change: who, what, which user, from where, before and after', async () => {
    const student = await ctx.signUp('student');
    const changed = await call(admin, 'PATCH', `/api/users/${student.user.id}/role`, {
      role: 'tutor',
    });
    expect(changed.statusCode).toBe(200);

    const [entry, ...more] = await entriesOf('user.roleChanged', student.user.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorEmail: 'chief@school.test',
      action: 'user.roleChanged',
      targetType: 'user',
      targetId: student.user.id,
      detail: { email: student.user.email, from: 'student', to: 'tutor' },
      ip: '127.0.0.1',
    });
    expect(Date.now() - Date.parse(entry!.createdAt)).toBeLessThan(60_000);
  });

  it('tutor decisions, with the reason asked', async () => {
    const [approved, declined] = await Promise.all([ctx.signUp(), ctx.signUp()]);
    for (const student of [approved, declined]) {
      const asked = await call(student, 'PATCH', '/api/users/request-tutor', {
        reason: 'I teach chess',
      });
      expect(asked.statusCode).toBe(200);
    }
    expect(
      (await call(admin, 'PATCH', `/api/users/${approved.user.id}/approve-tutor`)).statusCode,
    ).toBe(200);
    expect(
      (await call(admin, 'DELETE', `/api/users/${declined.user.id}/decline-tutor`)).statusCode,
    ).toBe(200);

    expect(await entriesOf('tutorRequest.approved', approved.user.id)).toMatchObject([
      { actorId: admin.user.id, detail: { email: approved.user.email, reason: 'I teach chess' } },
    ]);
    expect(await entriesOf('tutorRequest.declined', declined.user.id)).toMatchObject([
      { actorId: admin.user.id, targetType: 'user' },
    ]);
  });

  it("a session's moderation: approved, rejected, renamed, deleted", async () => {
    const [toApprove, toReject, toDelete] = await Promise.all([
      sessionOf({ status: 'pending', title: 'Algebra' }),
      sessionOf({ status: 'pending', title: 'Chemistry' }),
      sessionOf({ title: 'Physics' }),
    ]);
    const approved = await call(admin, 'PATCH', `/api/sessions/${toApprove.id}/approve`, {
      isPaid: true,
      fee: 12.5,
    });
    expect(approved.statusCode).toBe(200);
    const rejected = await call(admin, 'PATCH', `/api/sessions/${toReject.id}/reject`, {
      reason: 'Too short',
      feedback: 'Add an outline',
    });
    expect(rejected.statusCode).toBe(200);
    const renamed = await call(admin, 'PATCH', `/api/sessions/${toApprove.id}`, {
      title: 'Algebra I',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/sessions/${toDelete.id}`)).statusCode).toBe(200);

    expect(await entriesOf('session.approved', toApprove.id)).toMatchObject([
      { actorEmail: 'chief@school.test', detail: { title: 'Algebra', feeCents: 1250 } },
    ]);
    expect(await entriesOf('session.rejected', toReject.id)).toMatchObject([
      {
        detail: {
          reason: 'Too short',
          feedback: 'Add an outline',
          tutorEmail: 'tutor@school.test',
        },
      },
    ]);
    expect(await entriesOf('session.renamed', toApprove.id)).toMatchObject([
      { detail: { from: 'Algebra', title: 'Algebra I' } },
    ]);
    expect(await entriesOf('session.deleted', toDelete.id)).toMatchObject([
      { targetType: 'session', detail: { title: 'Physics' } },
    ]);
  });

  it("a tutor's cancellation of a session, and each refund it gives", async () => {
    const session = await sessionOf({ feeCents: 2000, title: 'Statistics' });
    const student = await ctx.signUp();
    await bookPaid(student, session.id);
    const cancelled = await call(tutor, 'POST', `/api/sessions/${session.id}/cancel`, {
      reason: 'The tutor is ill',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect(await entriesOf('session.cancelled', session.id)).toMatchObject([
      {
        actorId: tutor.user.id,
        actorEmail: 'tutor@school.test',
        detail: { title: 'Statistics', reason: 'The tutor is ill', bookingsCancelled: 1 },
      },
    ]);
    const refunds = (await log('?action=payment.refunded&limit=100')).filter(
      (entry) => entry.detail.sessionTitle === 'Statistics',
    );
    expect(refunds).toMatchObject([
      {
        actorId: tutor.user.id,
        targetType: 'payment',
        // The platform's cause as a code the log translates, the tutor's words as written.
        detail: {
          kind: 'cancellation',
          cause: 'sessionCancelled',
          reason: 'The tutor is ill',
          amountCents: 2000,
          studentEmail: student.user.email,
        },
      },
    ]);
  });

  it("an admin's cancellation of a booking; a student's own only by its refund", async () => {
    const session = await sessionOf({ feeCents: 1500, title: 'Biology' });
    const [byAdmin, bySelf] = await Promise.all([ctx.signUp(), ctx.signUp()]);
    const adminCancelled = await bookPaid(byAdmin, session.id);
    const selfCancelled = await bookPaid(bySelf, session.id);
    expect(
      (await call(admin, 'POST', `/api/bookedSessions/${adminCancelled._id}/cancel`)).statusCode,
    ).toBe(200);
    expect(
      (await call(bySelf, 'POST', `/api/bookedSessions/${selfCancelled._id}/cancel`)).statusCode,
    ).toBe(200);

    expect(await entriesOf('booking.cancelled', adminCancelled._id)).toMatchObject([
      {
        actorId: admin.user.id,
        detail: { sessionTitle: 'Biology', studentEmail: byAdmin.user.email },
      },
    ]);
    expect(await entriesOf('booking.cancelled', selfCancelled._id)).toEqual([]);
    const refunds = (await log('?action=payment.refunded&limit=100')).filter(
      (entry) => entry.detail.sessionTitle === 'Biology',
    );
    expect(refunds.map((entry) => [entry.actorId, entry.detail.bookingId]).sort()).toEqual(
      [
        [admin.user.id, adminCancelled._id],
        [bySelf.user.id, selfCancelled._id],
      ].sort(),
    );
    // Who cancelled is the refund's cause; nobody wrote a reason.
    const causeOf = (bookingId: string) => {
      const { detail } = refunds.find((entry) => entry.detail.bookingId === bookingId)!;
      return [detail.cause, detail.reason];
    };
    expect(causeOf(adminCancelled._id)).toEqual(['cancelledByAdmin', undefined]);
    expect(causeOf(selfCancelled._id)).toEqual(['cancelledByStudent', undefined]);
  });

  it('deleting a material (its tutor, or an admin) and a note, never what the note said', async () => {
    const session = await sessionOf();
    const [own, moderated] = await Promise.all([
      createMaterial(ctx.app.db, session, { title: 'Slides' }),
      createMaterial(ctx.app.db, session, { title: 'Old slides' }),
    ]);
    expect((await call(tutor, 'DELETE', `/api/materials/${own.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/materials/${moderated.id}`)).statusCode).toBe(200);
    expect(await entriesOf('material.deleted', own.id)).toMatchObject([
      { actorId: tutor.user.id, detail: { title: 'Slides', sessionId: session.id } },
    ]);
    expect(await entriesOf('material.deleted', moderated.id)).toMatchObject([
      { actorId: admin.user.id, detail: { title: 'Old slides' } },
    ]);

    const student = await ctx.signUp();
    const note = await createNote(ctx.app.db, student.user, { title: 'My secret plan' });
    expect((await call(student, 'DELETE', `/api/notes/${note.id}`)).statusCode).toBe(200);
    const [entry] = await entriesOf('note.deleted', note.id);
    expect(entry).toMatchObject({ actorId: student.user.id, targetType: 'note', detail: {} });
    expect(JSON.stringify(entry)).not.toContain('secret');
  });

  it('an account deletion, whose entries outlive the account', async () => {
    const leaving = await ctx.signUp('tutor', { email: 'leaving@school.test' });
    const material = await createMaterial(
      ctx.app.db,
      await createSession(ctx.app.db, leaving.user),
    );
    expect((await call(leaving, 'DELETE', `/api/materials/${material.id}`)).statusCode).toBe(200);
    const deleted = await call(leaving, 'DELETE', '/api/me', { password: TEST_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await entriesOf('account.deleted', leaving.user.id)).toMatchObject([
      {
        actorId: leaving.user.id,
        actorEmail: 'leaving@school.test',
        detail: { email: 'leaving@school.test', role: 'tutor' },
      },
    ]);
    // Found by the email or the id of an account that no longer exists.
    for (const actor of ['LEAVING@school.test', leaving.user.id]) {
      const entries = await log(`?actor=${encodeURIComponent(actor)}`);
      expect(entries.map((entry) => entry.action)).toEqual(['account.deleted', 'material.deleted']);
    }
  });
});

describe('the audit log writes nothing', () => {
  it('for a refused action', async () => {
    const before = await ctx.app.db.$count(auditLog);
    const approvedAlready = await sessionOf();
    const approving = await call(admin, 'PATCH', `/api/sessions/${approvedAlready.id}/approve`, {
      isPaid: false,
    });
    expect(approving.statusCode).toBe(409);
    const unknownUser = await call(admin, 'PATCH', '/api/users/nobody-at-all/role', {
      role: 'tutor',
    });
    expect(unknownUser.statusCode).toBe(404);
    const otherTutor = await ctx.signUp('tutor');
    const material = await createMaterial(ctx.app.db, approvedAlready);
    expect((await call(otherTutor, 'DELETE', `/api/materials/${material.id}`)).statusCode).toBe(
      403,
    );
    const started = await sessionOf({
      registrationStart: daysFromToday(-6),
      registrationEnd: daysFromToday(-3),
      classStart: daysFromToday(-1),
      classEnd: daysFromToday(2),
    });
    const late = await call(tutor, 'POST', `/api/sessions/${started.id}/cancel`, {
      reason: 'Late',
    });
    expect(late.statusCode).toBe(409);
    expect(await ctx.app.db.$count(auditLog)).toBe(before);
  });

  it('for a change that rolls back after its entry was written', async () => {
    const before = await ctx.app.db.$count(auditLog);
    const failed = ctx.app.transact(async ({ audit }) => {
      await audit({
        actor: { id: admin.user.id, email: admin.user.email, ip: '127.0.0.1' },
        action: 'session.deleted',
        target: { type: 'session', id: 'rolled-back' },
      });
      throw new Error('the change failed after its entry was written');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(await ctx.app.db.$count(auditLog)).toBe(before);
  });
});

describe('GET /api/admin/audit', () => {
  it('pages newest first with the total, and filters by action and actor', async () => {
    const all = await ctx.app.inject({
      url: '/api/admin/audit?page=1&limit=3',
      headers: admin.headers,
    });
    expect(all.statusCode).toBe(200);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBe(await ctx.app.db.$count(auditLog));
    const first = all.json<AuditEntryDto[]>();
    expect(first).toHaveLength(3);
    const times = first.map((entry) => Date.parse(entry.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await log('?page=2&limit=3');
    expect(second.map((entry) => entry._id)).not.toContain(first[0]!._id);

    const byTutor = await log(`?actor=${tutor.user.email}&limit=100`);
    expect(byTutor.length).toBeGreaterThan(0);
    expect(byTutor.every((entry) => entry.actorId === tutor.user.id)).toBe(true);
    const refunds = await log('?action=payment.refunded&limit=100');
    expect(refunds.length).toBeGreaterThan(0);
    expect(refunds.every((entry) => entry.action === 'payment.refunded')).toBe(true);
  });

  it('refuses an unknown action, naming the field, and is for admins only', async () => {
    const unknown = await call(admin, 'GET', '/api/admin/audit?action=session.burned');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toMatch(/^action/);
    expect((await ctx.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    for (const user of [tutor, await ctx.signUp()]) {
      expect((await call(user, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    }
  });
});
