import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { publicConfig } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import PaymentPage from '../pages/payment-page';

const sessionId = '11111111-1111-4111-8111-111111111111';
const sam = { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'student' } as const;

/** The sandbox confirm answers each call with the next of `answers`; the bodies are kept. */
function stubPayments(...answers: Response[]) {
  const confirms: unknown[] = [];
  mockApi(({ url, body }) => {
    if (url === '/api/config') return Response.json(publicConfig());
    if (url === `/api/sessions/${sessionId}`) {
      return Response.json({ _id: sessionId, title: 'Calculus', registrationFee: 25 });
    }
    if (url === '/api/create-payment-intent') {
      return Response.json({ clientSecret: 'cs_test', paymentIntentId: 'pi_test' });
    }
    if (url === '/api/payments/sandbox/confirm') {
      confirms.push(body);
      return answers.shift();
    }
    if (url === '/api/bookedSessions') return Response.json({ _id: 'b1' }, { status: 201 });
    // A booking refreshes what the app knows, the account among it.
    if (url === '/api/auth/get-session') {
      return Response.json({ session: { id: 's', expiresAt: '' }, user: sam });
    }
  });
  return confirms;
}

const renderPage = () =>
  renderWithProviders(<PaymentPage />, {
    path: '/payment/:id',
    route: `/payment/${sessionId}`,
    routes: [{ path: '/dashboard/booked-sessions', element: <h1>Booked</h1> }],
    user: sam,
    toasts: true,
  });

const paid = () =>
  Response.json({
    paymentIntent: { id: 'pi_test', status: 'succeeded', amount: 2500, currency: 'usd' },
  });

describe('SandboxCardForm on a phone keypad', () => {
  it('groups the number by fours and reads the expiry 1230 as 12/30', async () => {
    const confirms = stubPayments(paid());
    renderPage();
    const number = await screen.findByLabelText('Card number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30');
    await userEvent.type(screen.getByLabelText('CVC'), '12a3');
    expect(screen.getByLabelText('CVC')).toHaveValue('123');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $25' }));
    expect(await screen.findByRole('heading', { name: 'Booked' })).toBeInTheDocument();
    expect(confirms).toMatchObject([
      { card: { number: '4242424242424242', expMonth: 12, expYear: 30, cvc: '123' } },
    ]);
  });

  it('says a past expiry has expired, beside the field, and sends nothing', async () => {
    const confirms = stubPayments();
    renderPage();
    await userEvent.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '0120');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $25' }));
    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    expect(expiry).toHaveAccessibleDescription('Your card has expired.');
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    expect(expiry).toHaveFocus();
    expect(confirms).toEqual([]);
  });

  it('shows a decline under the form, then clears the error toast when the next card pays', async () => {
    stubPayments(Response.json({ message: 'Your card was declined.' }, { status: 402 }), paid());
    renderPage();
    const number = await screen.findByLabelText('Card number');
    await userEvent.type(number, '4000000000000002');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $25' }));
    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await screen.findAllByText('Your card was declined.')).toHaveLength(2);
    expect(toasts).toHaveTextContent('Your card was declined.');

    await userEvent.clear(number);
    await userEvent.type(number, '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $25' }));
    expect(await screen.findByText('Payment successful & session booked 🎉')).toBeInTheDocument();
    expect(toasts).not.toHaveTextContent('Your card was declined.');
  });
});
