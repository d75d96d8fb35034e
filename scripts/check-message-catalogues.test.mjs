import { describe, expect, it } from 'vitest';
import { messageCatalogueProblems } from './check-message-catalogues.mjs';

const english = {
  bookings: { booked: 'Session booked 🎉', full: 'At most 20 seats' },
  payments: { left: (cents, names) => `At most ${cents} cents: ${names}` },
};
const whole = {
  'bookings.booked': 'Sesión reservada 🎉',
  'bookings.full': 'Como máximo 20 plazas',
  'payments.left': 'Como máximo {0, plural, one {# centavo} other {# centavos}}: {1}',
};

describe('the shared messages check', () => {
  it('passes a catalogue with a text for every message', () => {
    expect(messageCatalogueProblems('es', english, whole)).toEqual([]);
    const prefixed = Object.fromEntries(Object.entries(whole).map(([k, v]) => [`api.${k}`, v]));
    expect(messageCatalogueProblems('es', english, prefixed, 'api.')).toEqual([]);
  });

  it('fails on a message missing, empty or unknown', () => {
    const { ['bookings.full']: _dropped, ...rest } = whole;
    expect(
      messageCatalogueProblems('es', english, { ...rest, 'bookings.booked': ' ', 'x.y': 'X' }),
    ).toEqual([
      'es: "x.y" is no message of the source',
      'es: "bookings.booked" is empty',
      'es has no text for "bookings.full"',
    ]);
  });

  it("fails on placeholders that are not the English function's arguments", () => {
    const problems = messageCatalogueProblems('es', english, {
      ...whole,
      'bookings.booked': 'Sesión {0} 🎉',
      'payments.left': 'Como máximo {0} centavos',
    });
    expect(problems).toEqual([
      'es: "bookings.booked" uses the placeholders [0], the English\'s arguments are []',
      'es: "payments.left" uses the placeholders [0], the English\'s arguments are [0 1]',
    ]);
  });

  it('fails on an invalid ICU message, a lost number or a lost emoji', () => {
    const problems = messageCatalogueProblems('es', english, {
      ...whole,
      'bookings.booked': 'Sesión reservada',
      'bookings.full': 'Como máximo veinte plazas',
      'payments.left': 'Como máximo {0, plural, one {# centavo}: {1}',
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe('es: "bookings.booked" does not keep the English\'s emoji');
    expect(problems[1]).toBe('es: "bookings.full" lost the numbers 20');
    expect(problems[2]).toMatch(/^es: "payments.left" is not a valid ICU message/);
  });
});
