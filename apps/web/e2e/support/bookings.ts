import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, type TestUser } from './users';

/** `student` books a free session through the API; the booking's id. */
export async function book(
  request: APIRequestContext,
  student: TestUser,
  sessionId: string,
): Promise<string> {
  const booked = await request.post('/api/bookedSessions', {
    headers: await bearer(student),
    data: { sessionId },
  });
  expect(booked.status(), `book ${sessionId}: ${await booked.text()}`).toBe(201);
  return ((await booked.json()) as { _id: string })._id;
}

/**
 * `student` pays `fee` dollars for a session with the test card, as the sandbox payment page
 * does, then books it with that payment: the booking's id.
 */
export async function bookPaid(
  request: APIRequestContext,
  student: TestUser,
  sessionId: string,
  fee: number,
): Promise<string> {
  const headers = await bearer(student);
  const intent = await request.post('/api/create-payment-intent', {
    headers,
    data: { sessionId, price: fee },
  });
  expect(intent.ok(), `payment intent: ${await intent.text()}`).toBeTruthy();
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await request.post('/api/payments/sandbox/confirm', {
    headers,
    data: {
      clientSecret,
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 2,
        cvc: '123',
      },
    },
  });
  expect(paid.ok(), `pay: ${await paid.text()}`).toBeTruthy();
  const { paymentIntent } = (await paid.json()) as { paymentIntent: { id: string } };
  const booked = await request.post('/api/bookedSessions', {
    headers,
    data: { sessionId, paymentIntentId: paymentIntent.id },
  });
  expect(booked.status(), `book ${sessionId}: ${await booked.text()}`).toBe(201);
  return ((await booked.json()) as { _id: string })._id;
}
