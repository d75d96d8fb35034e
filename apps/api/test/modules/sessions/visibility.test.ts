import { describe, expect, it } from 'vitest';
import { isSessionVisibleTo, isTutorOrAdminOf } from '../../../src/modules/sessions/visibility';

/*
 * The one rule every route asks before it admits a session exists (GET /sessions/{id}, its
 * reviews, its materials): published for everyone, otherwise only for its tutor and admins.
 */

const tutor = { id: 'tutor-1', role: 'tutor' as const };
const otherTutor = { id: 'tutor-2', role: 'tutor' as const };
const student = { id: 'student-1', role: 'student' as const };
const admin = { id: 'admin-1', role: 'admin' as const };
// A tutor demoted to student still tutors their sessions.
const demotedTutor = { id: 'tutor-1', role: 'student' as const };

const callers = { tutor, otherTutor, student, admin, demotedTutor, anonymous: null };

describe('isSessionVisibleTo', () => {
  it('shows an approved session to everyone, signed in or not', () => {
    const session = { status: 'approved' as const, tutorId: tutor.id };
    for (const caller of Object.values(callers)) {
      expect(isSessionVisibleTo({ session, caller })).toBe(true);
    }
  });

  it.each(['pending', 'rejected'] as const)(
    'shows a %s session only to its tutor (by account id) and admins',
    (status) => {
      const session = { status, tutorId: tutor.id };
      const visible = Object.entries(callers)
        .filter(([, caller]) => isSessionVisibleTo({ session, caller }))
        .map(([name]) => name);
      expect(visible).toEqual(['tutor', 'admin', 'demotedTutor']);
    },
  );
});

describe('isTutorOrAdminOf', () => {
  it('is the session tutor or an admin, whatever the status', () => {
    for (const status of ['approved', 'pending', 'rejected'] as const) {
      const session = { status, tutorId: tutor.id };
      const staff = Object.entries(callers)
        .filter(([, caller]) => isTutorOrAdminOf({ session, caller }))
        .map(([name]) => name);
      expect(staff).toEqual(['tutor', 'admin', 'demotedTutor']);
    }
  });
});
