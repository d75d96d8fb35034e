import { describe, expect, it } from 'vitest';
import {
  approveSessionBody,
  noteBody,
  createSessionBody,
  profileUpdateBody,
  signUpBody,
  syncUserBody,
} from '../src';

const session = {
  title: 'Algebra',
  description: 'Linear equations.',
  registrationStart: '2030-01-01',
  registrationEnd: '2030-01-10',
  classStart: '2030-01-15',
  classEnd: '2030-01-20',
  duration: '2 hours',
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('session dates', () => {
  it('refuse years a school cannot mean, naming the field', () => {
    for (const [field, value] of [
      ['registrationStart', '0000-12-01'],
      ['registrationStart', '1999-12-31'],
      ['classEnd', '3000-01-01'],
    ] as const) {
      const result = createSessionBody.safeParse({ ...session, [field]: value });
      expect(result.success, `${field}=${value}`).toBe(false);
      expect(firstMessage(result)).toContain(field);
    }
    expect(
      createSessionBody.safeParse({
        ...session,
        registrationStart: '2000-01-01',
        registrationEnd: '2000-01-01',
      }).success,
    ).toBe(true);
  });

  it('refuse a class that starts before registration opens', () => {
    const result = createSessionBody.safeParse({
      ...session,
      registrationStart: '2030-02-01',
      registrationEnd: '2030-02-05',
    });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe('classStart must be on or after registrationStart');
  });
});

describe('a paid fee', () => {
  it('is at least 0.01 with at most two decimals', () => {
    for (const fee of [1e-9, 0.001, 0.005, 20.001, 0]) {
      expect(approveSessionBody.safeParse({ isPaid: true, fee }).success, String(fee)).toBe(false);
    }
    for (const fee of [0.01, 0.29, 20.1, 19.99, 100_000]) {
      expect(approveSessionBody.parse({ isPaid: true, fee }), String(fee)).toEqual({
        isPaid: true,
        fee,
      });
    }
  });
});

describe('names and titles', () => {
  const disguised = [
    'Admin\u202e',
    '\u2066Eve\u2069',
    '\u001b[31mRed\u001b[0m',
    'Bell\u0007',
    'Two\nlines',
    'C1\u0085',
  ];

  it('refuse control characters and direction overrides', () => {
    for (const value of disguised) {
      expect(
        signUpBody.safeParse({ name: value, email: 'a@b.co', password: 'secret1' }).success,
      ).toBe(false);
      expect(profileUpdateBody.safeParse({ name: value }).success).toBe(false);
      expect(syncUserBody.safeParse({ name: value }).success).toBe(false);
      expect(createSessionBody.safeParse({ ...session, title: value }).success).toBe(false);
      expect(noteBody.safeParse({ title: value, description: 'x' }).success).toBe(false);
    }
    const result = profileUpdateBody.safeParse({ name: 'Admin\u202e' });
    expect(firstMessage(result)).toBe(
      'name must not contain control characters or direction overrides',
    );
  });

  it('keep every script, accents and emoji', () => {
    for (const name of ['Zoë Ñúñez', 'محمد', '李小龍', 'Ana 🙂', "O'Brien-Smith"]) {
      expect(profileUpdateBody.safeParse({ name }).success, name).toBe(true);
    }
  });

  it('leave descriptions free to run over several lines', () => {
    expect(noteBody.safeParse({ title: 'Plan', description: 'One\nTwo\tThree' }).success).toBe(
      true,
    );
  });
});
