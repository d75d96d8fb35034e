import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  cardEntryProblem,
  cardFieldOf,
  expiryDigits,
  formatExpiry,
  groupCardNumber,
  readExpiry,
} from '../src/card-entry';

const now = new Date('2026-11-27T12:00:00Z');
const card = { number: '4242424242424242', expMonth: 12, expYear: 30, cvc: '123' };

describe('a card typed on a numeric keypad', () => {
  it('keeps the digits of a number and groups them by fours', () => {
    expect(cardDigits('4242-4242 4242x4242')).toBe('4242424242424242');
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('42424')).toBe('4242 4');
    expect(cardDigits('1'.repeat(25))).toHaveLength(19);
  });

  it("reads '1230' as December 2030, with the slash shown once the year starts", () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(readExpiry('1230')).toEqual({ expMonth: 12, expYear: 30 });
    expect(readExpiry('12/30')).toEqual({ expMonth: 12, expYear: 30 });
  });

  it('takes a first digit above 1 as a one-digit month', () => {
    expect(expiryDigits('3')).toBe('03');
    expect(formatExpiry('328')).toBe('03/28');
    expect(expiryDigits('123456')).toBe('1234');
  });

  it('names the field that is wrong, and says a past date has expired', () => {
    expect(cardEntryProblem(card, now)).toBeNull();
    expect(cardEntryProblem({ ...card, number: '4242424242424241' }, now)).toEqual({
      field: 'number',
      message: 'Your card number is invalid.',
    });
    expect(cardEntryProblem({ ...card, expMonth: 13 }, now)).toEqual({
      field: 'expiry',
      message: "Your card's expiration month is invalid.",
    });
    expect(cardEntryProblem({ ...card, expMonth: 10, expYear: 26 }, now)).toEqual({
      field: 'expiry',
      message: 'Your card has expired.',
    });
    expect(cardEntryProblem({ ...card, expMonth: 11, expYear: 2026 }, now)).toBeNull();
    expect(cardEntryProblem({ ...card, cvc: '12' }, now)).toEqual({
      field: 'cvc',
      message: "Your card's security code is invalid.",
    });
  });

  it("finds the field of the server's message; a decline belongs to no field", () => {
    expect(cardFieldOf('Your card has expired.')).toBe('expiry');
    expect(cardFieldOf('Your card number is invalid.')).toBe('number');
    expect(cardFieldOf("Your card's security code is invalid.")).toBe('cvc');
    expect(cardFieldOf('Your card was declined.')).toBeNull();
  });
});
