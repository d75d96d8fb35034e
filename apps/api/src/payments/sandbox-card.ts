import { apiMessages, messages } from '@studyhall/shared';

export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * Stripe's public test numbers that fail, with the message Stripe shows for each
 * (docs.stripe.com/testing, "Declined payments"): lost and stolen cards read as a plain decline.
 */
const DECLINES: Record<string, string> = {
  '4000000000000002': apiMessages.payments.cardDeclined,
  '4000000000009987': apiMessages.payments.cardDeclined,
  '4000000000009979': apiMessages.payments.cardDeclined,
  '4000000000009995': apiMessages.payments.insufficientFunds,
  '4000000000000119': apiMessages.payments.processingError,
  '4000000000000069': apiMessages.payments.expiredCard,
  '4000000000000127': messages.payments.invalidCvc,
};

export type CardCheck =
  | { outcome: 'invalid'; message: string }
  | { outcome: 'declined'; message: string }
  | { outcome: 'approved' };

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

/** Checks a card as Stripe would in test mode: form errors first, then the test number's outcome. */
export function checkSandboxCard(card: SandboxCard, now: Date = new Date()): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { outcome: 'invalid', message: messages.payments.invalidCardNumber };
  }
  if (card.expMonth < 1 || card.expMonth > 12) {
    return { outcome: 'invalid', message: apiMessages.payments.invalidExpiryMonth };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (card.expMonth - 1) < thisMonth) {
    return { outcome: 'invalid', message: apiMessages.payments.expiredCard };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { outcome: 'invalid', message: messages.payments.invalidCvc };
  }
  const decline = DECLINES[digits];
  return decline ? { outcome: 'declined', message: decline } : { outcome: 'approved' };
}
