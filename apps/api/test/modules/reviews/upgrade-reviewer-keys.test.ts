import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type EarlierDatabase } from '../../db/earlier-database';

/*
 * A database made before migration 0010 gets a reviewer key on every review: the hash of its
 * author's lower-cased email where the email is known, the review's own id where it is not (an
 * account deleted before the upgrade) or where one address already had a review on the session.
 * Every review is kept, and the new unique index holds from then on.
 */

const BEFORE = 10;
const SESSION = '11111111-1111-4111-8111-111111111111';
const [KNOWN, ANONYMOUS, FIRST, LATER] = [1, 2, 3, 4].map(
  (n) => `2222222${n}-2222-4222-8222-222222222222`,
);
const hashOf = (email: string) => createHash('sha256').update(email).digest('hex');

let earlier: EarlierDatabase;
let client: PGlite;
beforeAll(async () => {
  earlier = await databaseBefore(BEFORE);
  client = earlier.client;
  await client.exec(`
    insert into users (id, name, email, role) values
      ('s1', 'Sam', 'sam@school.test', 'student'), ('s2', 'Sue', 'sue@school.test', 'student'),
      ('s3', 'Sue again', 'sue-again@school.test', 'student'), ('t1', 'Tess', 'tess@school.test', 'tutor');
    insert into study_sessions (id, title, description, tutor_id, tutor_name, tutor_email,
      registration_start, registration_end, class_start, class_end, duration, starts_at, ends_at,
      status)
    values ('${SESSION}', 'Old class', 'Before the upgrade', 't1', 'Tess', 'tess@school.test',
      '2030-01-01', '2030-01-02', '2030-01-03', '2030-01-03', '1 hour', '2030-01-03 09:00+00',
      '2030-01-03 10:00+00', 'approved');
    insert into reviews (id, session_id, student_id, student_email, student_name, rating, comment,
      created_at)
    values
      ('${KNOWN}', '${SESSION}', 's1', 'Sam@School.test', 'Sam', 5, 'Known', '2030-01-04'),
      ('${ANONYMOUS}', '${SESSION}', null, null, null, 4, 'Deleted before', '2030-01-04'),
      ('${FIRST}', '${SESSION}', 's2', 'sue@school.test', 'Sue', 3, 'First', '2030-01-04'),
      ('${LATER}', '${SESSION}', 's3', 'SUE@school.test', 'Sue', 1, 'Later', '2030-01-05');
  `);
  await earlier.upgrade();
});
afterAll(() => earlier?.close());

describe('upgrading to migration 0010', () => {
  it('keys every review, by its email where that tells its author apart, and keeps them all', async () => {
    const { rows } = await client.query<{ id: string; reviewer_key: string }>(
      'select id, reviewer_key from reviews order by id',
    );
    expect(rows).toEqual([
      { id: KNOWN, reviewer_key: hashOf('sam@school.test') },
      { id: ANONYMOUS, reviewer_key: `review:${ANONYMOUS}` },
      { id: FIRST, reviewer_key: hashOf('sue@school.test') },
      { id: LATER, reviewer_key: `review:${LATER}` },
    ]);
  });

  it('refuses a second review from a known email from then on', async () => {
    await expect(
      client.query(
        `insert into reviews (session_id, student_email, reviewer_key, rating, comment)
         values ($1, 'sam@school.test', $2, 1, 'Again')`,
        [SESSION, hashOf('sam@school.test')],
      ),
    ).rejects.toThrow(/reviews_session_reviewer_key/);
  });
});
