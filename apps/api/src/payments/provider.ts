/** What our code needs of a card-payment provider; Stripe and the sandbox both fit. */
export interface PaymentMetadata {
  /** What the money pays for: a session's seat, or a lesson of a lesson type. */
  sessionId?: string;
  lessonTypeId?: string;
  studentId: string;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export interface RetrievedIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Partial<PaymentMetadata>;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  /** `idempotencyKey` makes a repeated call return the first intent instead of a second charge. */
  createIntent(
    amountCents: number,
    metadata: PaymentMetadata,
    idempotencyKey: string,
  ): Promise<CreatedIntent>;
  /** `null` when the provider knows no such intent. */
  retrieve(id: string): Promise<RetrievedIntent | null>;
  /**
   * Cancels an intent so it can never be paid. Resolves to the intent as it stands afterwards:
   * `canceled`, or the status that kept it from being cancelled (an intent paid first stays
   * `succeeded`); `null` when the provider knows no such intent. Cancelling twice is harmless.
   * Rejects only when the provider could not be asked.
   */
  cancel(id: string): Promise<RetrievedIntent | null>;
  /**
   * Gives `amountCents` of a paid intent back. `idempotencyKey` names the refund: asking again with
   * it answers the first refund instead of giving the money back twice. A refund the provider
   * refuses (nothing left to give back, no charge) answers `failed` with no id; rejects only when
   * the provider could not be asked.
   */
  refund(
    paymentIntentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<IssuedRefund>;
}

export interface IssuedRefund {
  /** The provider's id for the refund; `null` when it refused to make one. */
  id: string | null;
  status: 'pending' | 'succeeded' | 'failed';
}

export const PAYMENT_SUCCEEDED = 'succeeded' as const;
export const PAYMENT_OPEN = 'requires_payment_method';
export const PAYMENT_CANCELED = 'canceled';
/** Ours, not the provider's: paid, then given back because no seat was left. */
export const PAYMENT_REFUNDED = 'refunded';
