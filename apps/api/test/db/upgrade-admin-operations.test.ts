import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type EarlierDatabase } from './earlier-database';

/*
 * A school's database made before migration 0008 (admin operations) is brought up to it with its
 * money on record: each payment's refunded total, the refund of a payment that found no seat
 * (marked `refunded` with no refund row until then), and copies of who paid for what.
 */

const BEFORE = 8;
let earlier: EarlierDatabase;
let client: PGlite;
beforeAll(async () => {
  earlier = await databaseBefore(BEFORE);
  client = earlier.client;
  expect(earlier.migrations).toBe(BEFORE);
  await client.exec(`
    insert into users (id, name, email, role) values
      ('s1', 'Sam', 'sam@school.test', 'student'), ('t1', 'Tess', 'tess@school.test', 'tutor');
    insert into study_sessions (id, title, description, tutor_id, tutor_name, tutor_email,
      registration_start, registration_end, class_start, class_end, duration, starts_at, ends_at,
      status, fee_cents)
    values ('11111111-1111-4111-8111-111111111111', 'Old class', 'Before the upgrade', 't1',
      'Tess', 'tess@school.test', '2030-01-01', '2030-01-02', '2030-01-03', '2030-01-03', '1 hour',
      '2030-01-03 09:00+00', '2030-01-03 10:00+00', 'approved', 1000);
    insert into payments (provider, provider_intent_id, client_secret, student_id, session_id,
      amount_cents, currency, status)
    values
      ('sandbox', 'pi_cancelled', 's', 's1', '11111111-1111-4111-8111-111111111111', 1000, 'usd', 'succeeded'),
      ('sandbox', 'pi_no_seat', 's', 's1', '11111111-1111-4111-8111-111111111111', 1000, 'usd', 'refunded');
    insert into booked_sessions (id, session_id, student_id, student_email, tutor_email, tutor_name,
      session_title, fee_cents, payment_intent_id, cancelled_at, cancelled_by)
    values ('22222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', 's1',
      'sam@school.test', 'tess@school.test', 'Tess', 'Old class', 1000, 'pi_cancelled', now(),
      'student');
    insert into refunds (booking_id, payment_intent_id, amount_cents, reason, status)
    values ('22222222-2222-4222-8222-222222222222', 'pi_cancelled', 1000, 'cancelled', 'succeeded');
  `);
  await earlier.upgrade();
});
afterAll(() => earlier?.close());

describe('upgrading to migration 0008', () => {
  it("keeps every payment's refunded total and copies who paid for what", async () => {
    const { rows } = await client.query(
      `select provider_intent_id, refunded_cents, student_email, session_title
       from payments order by provider_intent_id`,
    );
    expect(rows).toEqual([
      {
        provider_intent_id: 'pi_cancelled',
        refunded_cents: 1000,
        student_email: 'sam@school.test',
        session_title: 'Old class',
      },
      {
        provider_intent_id: 'pi_no_seat',
        refunded_cents: 1000,
        student_email: 'sam@school.test',
        session_title: 'Old class',
      },
    ]);
  });

  it('records the refund of a payment that found no seat, and keeps refunds past their booking', async () => {
    const refunds = () =>
      client.query(`select kind, booking_id, payment_intent_id from refunds order by kind`);
    expect((await refunds()).rows).toEqual([
      {
        kind: 'cancellation',
        booking_id: '22222222-2222-4222-8222-222222222222',
        payment_intent_id: 'pi_cancelled',
      },
      { kind: 'unseated', booking_id: null, payment_intent_id: 'pi_no_seat' },
    ]);
    await client.exec(`delete from booked_sessions`);
    expect((await refunds()).rows).toMatchObject([
      { kind: 'cancellation', booking_id: null },
      { kind: 'unseated', booking_id: null },
    ]);
    // All given back already: the database refuses one cent more.
    await expect(
      client.exec(
        `insert into refunds (kind, payment_intent_id, amount_cents, reason)
         values ('admin', 'pi_cancelled', 1, 'once more')`,
      ),
    ).rejects.toThrow(/payments_refunded_check/);
  });
});
