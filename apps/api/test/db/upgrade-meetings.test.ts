import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type EarlierDatabase } from './earlier-database';

/*
 * A school's sessions from before migration 0012 get the meetings their fields describe: one a day
 * at their times, read in the platform's zone (the server sets it before migrating), or their one
 * span as it is for a class past midnight or one of more than 100 days.
 */

const BEFORE = 12;
const [DAILY, NIGHT, LONG] = [1, 2, 3].map((n) => `1111111${n}-1111-4111-8111-111111111111`) as [
  string,
  string,
  string,
];

let earlier: EarlierDatabase;
let client: PGlite;
beforeAll(async () => {
  earlier = await databaseBefore(BEFORE);
  client = earlier.client;
  await client.exec(`
    insert into users (id, name, email, role) values ('t1', 'Tess', 'tess@school.test', 'tutor');
    insert into study_sessions (id, title, description, tutor_id, tutor_name, tutor_email,
      registration_start, registration_end, class_start, class_end, duration, class_start_time,
      class_end_time, starts_at, ends_at, status)
    values
      ('${DAILY}', 'Daily', 'Over the clock change', 't1', 'Tess', 'tess@school.test', '2030-03-01',
        '2030-03-02', '2030-03-09', '2030-03-11', '3 days', '09:00', '10:00',
        '2030-03-09 14:00+00', '2030-03-11 14:00+00', 'approved'),
      ('${NIGHT}', 'Night', 'Past midnight', 't1', 'Tess', 'tess@school.test', '2030-03-01',
        '2030-03-02', '2030-03-09', '2030-03-10', '4 hours', '22:00', '02:00',
        '2030-03-10 03:00+00', '2030-03-10 06:00+00', 'approved'),
      ('${LONG}', 'Long', 'A whole year', 't1', 'Tess', 'tess@school.test', '2030-01-01',
        '2030-01-02', '2030-01-03', '2030-12-31', 'A year', '09:00', '10:00',
        '2030-01-03 14:00+00', '2030-12-31 15:00+00', 'approved');
  `);
  await client.query("select set_config('studyhall.time_zone', 'America/New_York', false)");
  await earlier.upgrade();
});
afterAll(() => earlier?.close());

async function meetingsOf(id: string) {
  const { rows } = await client.query<{ starts_at: Date; ends_at: Date; status: string }>(
    'select starts_at, ends_at, status from session_meetings where session_id = $1 order by starts_at',
    [id],
  );
  return rows.map((row) => [row.starts_at.toISOString(), row.ends_at.toISOString(), row.status]);
}

describe('upgrading to migration 0012', () => {
  it('gives a session a meeting each day at its times, in the platform’s zone', async () => {
    expect(await meetingsOf(DAILY)).toEqual([
      ['2030-03-09T14:00:00.000Z', '2030-03-09T15:00:00.000Z', 'scheduled'],
      ['2030-03-10T13:00:00.000Z', '2030-03-10T14:00:00.000Z', 'scheduled'],
      ['2030-03-11T13:00:00.000Z', '2030-03-11T14:00:00.000Z', 'scheduled'],
    ]);
    const { rows } = await client.query<{ meetings: { _id: string }[]; starts_at: Date }>(
      'select meetings, starts_at from study_sessions where id = $1',
      [DAILY],
    );
    expect(rows[0]!.meetings).toHaveLength(3);
    expect(rows[0]!.starts_at.toISOString()).toBe('2030-03-09T14:00:00.000Z');
  });

  it('keeps the one span of a class past midnight and of one longer than 100 days', async () => {
    expect(await meetingsOf(NIGHT)).toEqual([
      ['2030-03-10T03:00:00.000Z', '2030-03-10T06:00:00.000Z', 'scheduled'],
    ]);
    expect(await meetingsOf(LONG)).toEqual([
      ['2030-01-03T14:00:00.000Z', '2030-12-31T15:00:00.000Z', 'scheduled'],
    ]);
  });
});
