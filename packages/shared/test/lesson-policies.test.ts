import { describe, expect, it } from 'vitest';
import { isBookableLessonType, lessonChangeRefusal } from '../src/lesson-policies';

describe('lesson types', () => {
  it('take new lessons only when approved and not retired', () => {
    expect(isBookableLessonType({ status: 'approved', active: true })).toBe(true);
    expect(isBookableLessonType({ status: 'approved', active: false })).toBe(false);
    expect(isBookableLessonType({ status: 'pending', active: true })).toBe(false);
    expect(isBookableLessonType({ status: 'rejected', active: true })).toBe(false);
  });
});

describe('changing a lesson', () => {
  const lesson = {
    studentId: 's',
    tutorId: 't',
    startsAt: '2030-03-26T10:00:00Z',
    status: 'booked' as const,
  };
  const now = new Date('2030-03-25T12:00:00Z');

  it('is its student’s until the deadline, its tutor’s until the start, an admin’s always', () => {
    const student = { id: 's', role: 'student' as const };
    expect(lessonChangeRefusal({ lesson, caller: student, now, hours: 24 })).toBe('deadlinePassed');
    expect(lessonChangeRefusal({ lesson, caller: student, now, hours: 12 })).toBeNull();
    expect(
      lessonChangeRefusal({ lesson, caller: { id: 't', role: 'tutor' }, now, hours: 24 }),
    ).toBeNull();
    expect(
      lessonChangeRefusal({ lesson, caller: { id: 'x', role: 'tutor' }, now, hours: 24 }),
    ).toBe('notFound');
    expect(
      lessonChangeRefusal({ lesson, caller: { id: 'a', role: 'admin' }, now, hours: 24 }),
    ).toBeNull();
  });
});
