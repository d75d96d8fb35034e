import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@studyhall/shared';
import { publicConfig } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import PaymentPage from './payment-page';

const sessionId = '11111111-1111-4111-8111-111111111111';

const config = publicConfig();

/** The session costs `fee`; asking for its payment intent answers `intent` with `status`. */
function stubApi(fee: number, status: number, intent: unknown) {
  mockApi(({ url }) => {
    if (url === '/api/config') return Response.json(config);
    if (url === `/api/sessions/${sessionId}`) {
      return Response.json({ _id: sessionId, title: 'Calculus', registrationFee: fee });
    }
    if (url === '/api/create-payment-intent') return Response.json(intent, { status });
  });
}

const renderPage = () =>
  renderWithProviders(<PaymentPage />, {
    path: '/payment/:id',
    route: `/payment/${sessionId}`,
    user: { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'student' },
  });

describe('PaymentPage', () => {
  it.each([
    [25, '$25'],
    [12.5, '$12.50'],
  ])("shows a fee of %s as '%s', on the pay button too", async (fee, shown) => {
    stubApi(fee, 201, { clientSecret: 'cs_test', paymentIntentId: 'pi_test' });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Pay for Calculus' })).toBeInTheDocument();
    expect(screen.getByText(shown, { exact: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Pay ${shown}` })).toBeEnabled();
  });

  it("links to My Booked Sessions when the session is 'Already booked'", async () => {
    // As the API answers it: the web tells this 409 apart by its code, never by the text.
    stubApi(25, 409, { message: messages.bookings.alreadyBooked, code: 'ALREADY_BOOKED' });
    renderPage();
    expect(await screen.findByText('Already booked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Booked Sessions' })).toHaveAttribute(
      'href',
      '/dashboard/booked-sessions',
    );
  });

  it('leads back to a full session, whose page offers the waitlist', async () => {
    stubApi(25, 409, { message: messages.bookings.sessionFull, code: 'SESSION_FULL' });
    renderPage();
    expect(await screen.findByText('This session is full')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the session' })).toHaveAttribute(
      'href',
      `/sessions/${sessionId}`,
    );
    expect(screen.queryByRole('link', { name: 'My Booked Sessions' })).not.toBeInTheDocument();
  });

  // These are 409s too, but the student has booked nothing.
  it.each([messages.bookings.registrationClosed, messages.bookings.registrationNotOpen])(
    "offers no link to My Booked Sessions for '%s'",
    async (message) => {
      stubApi(25, 409, { message });
      renderPage();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'My Booked Sessions' })).not.toBeInTheDocument();
    },
  );
});
