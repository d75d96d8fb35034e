import { apiMessages, cardEntryProblem, messages } from '@studyhall/shared';

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
const DECLINES: Record<string, () => string> = {
  '4000000000000002': () => apiMessages.payments.cardDeclined,
  '4000000000009987': () => apiMessages.payments.cardDeclined,
  '4000000000009979': () => apiMessages.payments.cardDeclined,
  '4000000000009995': () => apiMessages.payments.insufficientFunds,
  '4000000000000119': () => apiMessages.payments.processingError,
  '4000000000000069': () => messages.payments.expiredCard,
  '4000000000000127': () => messages.payments.invalidCvc,
};

export type CardCheck =
  | { outcome: 'invalid'; message: string }
  | { outcome: 'declined'; message: string }
  | { outcome: 'approved' };

/** Checks a card as Stripe would in test mode: form errors first, then the test number's outcome. */
export function checkSandboxCard(card: SandboxCard, now: Date = new Date()): CardCheck {
  const problem = cardEntryProblem(card, now);
  if (problem) return { outcome: 'invalid', message: problem.message };
  const decline = DECLINES[card.number.replace(/[\s-]/g, '')];
  return decline ? { outcome: 'declined', message: decline() } : { outcome: 'approved' };
}
