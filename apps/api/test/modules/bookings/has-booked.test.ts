import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingsRepository } from '../../../src/modules/bookings/repository';
import { createBooking, createSession } from '../../../src/seed/factories';
import { createTestContext, type TestContext } from '../../helper';

/*
 * `hasBooked` is the one check behind booking and paying twice, reviewing and reading materials.
 * Named fields, so a session id can never be read as a student's.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('hasBooked', () => {
  it('is true for the booked (session, student) pair only', async () => {
    const tutor = await ctx.signUp('tutor');
    const [booker, other] = [await ctx.signUp('student'), await ctx.signUp('student')];
    const booked = await createSession(ctx.app.db, tutor.user);
    const notBooked = await createSession(ctx.app.db, tutor.user);
    await createBooking(ctx.app.db, booker.user, booked);
    const { hasBooked } = createBookingsRepository(ctx.app.db);

    expect(await hasBooked({ sessionId: booked.id, studentId: booker.user.id })).toBe(true);
    expect(await hasBooked({ sessionId: booked.id, studentId: other.user.id })).toBe(false);
    expect(await hasBooked({ sessionId: notBooked.id, studentId: booker.user.id })).toBe(false);
  });
});
