import type { SandboxConfirmBody } from '@studyhall/shared';
import { api } from '@/lib/api-client';

export interface ConfirmedPayment {
  paymentIntent: { id: string; status: string; amount: number; currency: string };
}

/** Test mode's stand-in for Stripe's `confirmCardPayment`. */
export function confirmSandboxPayment(body: SandboxConfirmBody) {
  return api.post<ConfirmedPayment>('/payments/sandbox/confirm', body);
}
