import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { bearer, signInThroughUi, type TestUser } from './support/users';

async function bookingsOf(request: APIRequestContext, student: TestUser) {
  const response = await request.get('/api/bookedSessions', {
    headers: await bearer(student),
  });
  return (await response.json()) as { sessionId: string; paymentIntentId?: string }[];
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page
    .getByLabel('Expiry (MM/YY)')
    .fill(`12/${String(new Date().getUTCFullYear() + 2).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
}

test.describe('booking, payment and reviews', () => {
  test('a student books a free session', async ({
    page,
    request,
    makeUser,
    makeApprovedSession,
  }) => {
    const title = `Free algebra ${Date.now()}`;
    const sessionId = (await makeApprovedSession({ title: title })).id;
    const student = await makeUser('student');
    await signInThroughUi(page, student);

    await page.goto(`/sessions/${sessionId}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('Session booked successfully 🎉')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Booked' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Write a Review' })).toBeVisible();
    await expect(page.getByText('You must book this session first')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Booked' })).toBeDisabled();
    expect(await bookingsOf(request, student)).toMatchObject([{ sessionId }]);
  });

  test('tutors see no booking button and no review form', async ({
    page,
    makeUser,
    makeApprovedSession,
  }) => {
    const title = `Tutor view ${Date.now()}`;
    const sessionId = (await makeApprovedSession({ title: title })).id;
    const tutor = await makeUser('tutor');
    await signInThroughUi(page, tutor);
    await page.goto(`/sessions/${sessionId}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Write a Review' })).toHaveCount(0);
  });

  test('a student pays with 4242 and finds the session in My Booked Sessions', async ({
    page,
    request,
    makeUser,
    makeApprovedSession,
  }) => {
    const title = `Paid calculus ${Date.now()}`;
    const sessionId = (await makeApprovedSession({ title: title, fee: 25 })).id;
    const student = await makeUser('student');
    await signInThroughUi(page, student);

    await page.goto(`/sessions/${sessionId}`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${sessionId}$`));
    await expect(page.getByRole('heading', { name: `Pay for ${title}` })).toBeVisible();
    await expect(page.getByText('$25', { exact: true })).toBeVisible();
    await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
    await expect(page.getByText(/4242 4242 4242 4242/).first()).toBeVisible();

    await fillCard(page, '4242 4242 4242 4242');
    const pay = page.getByRole('button', { name: 'Pay $25', exact: true });
    await expect(pay).toBeEnabled();
    await pay.dblclick();
    await expect(page.getByText('Payment successful & session booked 🎉')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/booked-sessions$/);

    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('$25', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/sessions/${sessionId}$`));
    await expect(page.getByRole('button', { name: 'Booked' })).toBeDisabled();

    // Back to the payment page after paying: it can neither charge nor book again.
    await page.goto(`/payment/${sessionId}`);
    await expect(page.getByText('Already booked')).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Booked Sessions' })).toBeVisible();
    const bookings = await bookingsOf(request, student);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]?.paymentIntentId).toMatch(/^pi_/);
  });

  test('a declined card shows the card message and books nothing', async ({
    page,
    request,
    makeUser,
    makeApprovedSession,
  }) => {
    const title = `Declined physics ${Date.now()}`;
    const sessionId = (await makeApprovedSession({ title: title, fee: 12.5 })).id;
    const student = await makeUser('student');
    await signInThroughUi(page, student);

    await page.goto(`/payment/${sessionId}`);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $12.50' }).click();
    // Beside the card's fields (the toast may say it too).
    await expect(page.locator('#card-declined')).toHaveText('Your card was declined.');
    await expect(page.getByRole('button', { name: 'Pay $12.50' })).toBeEnabled();
    await expect(page).toHaveURL(new RegExp(`/payment/${sessionId}$`));
    expect(await bookingsOf(request, student)).toEqual([]);

    await page.goto('/dashboard/booked-sessions');
    await expect(page.getByText('You have not booked any sessions yet.')).toBeVisible();
  });

  test('a student who booked writes a review and the average changes', async ({
    page,
    request,
    makeUser,
    makeApprovedSession,
  }) => {
    const title = `Reviewed chemistry ${Date.now()}`;
    const sessionId = (await makeApprovedSession({ title: title })).id;
    const earlier = await makeUser('student');
    const asEarlier = await bearer(earlier);
    expect(
      (
        await request.post('/api/bookedSessions', { headers: asEarlier, data: { sessionId } })
      ).status(),
    ).toBe(201);
    expect(
      (
        await request.post('/api/reviews', {
          headers: asEarlier,
          data: { sessionId, rating: 5, comment: 'Loved it' },
        })
      ).status(),
    ).toBe(201);

    const student = await makeUser('student');
    await signInThroughUi(page, student);
    await page.goto(`/sessions/${sessionId}`);
    await expect(page.getByText('Loved it')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Write a Review' })).toHaveCount(0);
    await expect(page.getByText('You must book this session first')).toBeVisible();
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('Session booked successfully 🎉')).toBeVisible();
    await expect(page.getByText('You must book this session first')).toHaveCount(0);

    const form = page.getByRole('form', { name: 'Write a Review' });
    await expect(form.getByLabel('Rating')).toHaveValue('5');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByText('comment is required')).toBeVisible();
    await form.getByLabel('Rating').selectOption('2');
    await form.getByLabel('Comment').fill('Too fast for me');
    await form.getByRole('button', { name: 'Submit Review' }).click();

    await expect(page.getByText('Review added ✅')).toBeVisible();
    await expect(page.getByText('Too fast for me')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeVisible();
    await expect(page.getByRole('heading', { name: student.name })).toBeVisible();

    await expect(page.getByText('Thanks, your review is posted.')).toBeVisible();
    await expect(form).toHaveCount(0);

    // A second review (say from a page opened before the first) is refused by the server.
    await page.reload();
    await form.getByLabel('Comment').fill('Second thoughts');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('You have already reviewed this session')).toBeVisible();
  });
});
