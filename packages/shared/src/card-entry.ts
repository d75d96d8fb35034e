import { messages } from './messages';

/**
 * A card as typed on a phone's numeric keypad, which has no '/' nor spaces
 * (docs/product.md#payments): the web keeps digits only and shows them grouped, and the sandbox
 * provider checks a card with the same rules, so the form and the server say the same thing.
 */

export const MAX_CARD_DIGITS = 19;

/** The digits of a card number as typed, at most 19: '4242-4242 42' → '42424242 42'. */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
}

/** A card number grouped by fours, as printed on the card: '4242424242424242' → '4242 4242 4242 4242'. */
export function groupCardNumber(text: string): string {
  return cardDigits(text).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The digits of an expiry as typed, month first, at most four (MMYY): a first digit above 1 can
 * only be a month of one digit, so '3' is March ('03').
 */
export function expiryDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return (/^[2-9]/.test(digits) ? `0${digits}` : digits).slice(0, 4);
}

/** An expiry as shown while typed: '1230' → '12/30'; the slash comes with the first year digit. */
export function formatExpiry(text: string): string {
  const digits = expiryDigits(text);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The month and year an expiry names: '1230' and '12/30' are December 2030. */
export function readExpiry(text: string): { expMonth: number; expYear: number } {
  const digits = expiryDigits(text);
  return { expMonth: Number(digits.slice(0, 2)) || 0, expYear: Number(digits.slice(2)) || 0 };
}

export interface CardEntry {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The first thing wrong with a card's data, with the field it is about, in Stripe's words; null
 * when the data is well formed. An expiry in the past is 'Your card has expired.', never an
 * invalid month.
 */
export function cardEntryProblem(
  card: CardEntry,
  now: Date = new Date(),
): { field: CardField; message: string } | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { field: 'number', message: messages.payments.invalidCardNumber };
  }
  if (card.expMonth < 1 || card.expMonth > 12) {
    return { field: 'expiry', message: messages.payments.invalidExpiryMonth };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (card.expMonth - 1) < thisMonth) {
    return { field: 'expiry', message: messages.payments.expiredCard };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { field: 'cvc', message: messages.payments.invalidCvc };
  }
  return null;
}

/** The field a card message from the server is about; null for a decline, which is the card's. */
export function cardFieldOf(message: string): CardField | null {
  switch (message) {
    case messages.payments.invalidCardNumber:
      return 'number';
    case messages.payments.invalidExpiryMonth:
    case messages.payments.expiredCard:
    case messages.payments.incompleteExpiry:
      return 'expiry';
    case messages.payments.invalidCvc:
      return 'cvc';
    default:
      return null;
  }
}
