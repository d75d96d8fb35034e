import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewDto, Role, SessionDto } from '@studyhall/shared';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
import { SessionReviews } from './session-reviews';

const session = { _id: '11111111-1111-4111-8111-111111111111' } as SessionDto;

const review = (fields: Partial<ReviewDto>): ReviewDto => ({
  _id: 'r1',
  sessionId: session._id,
  studentName: 'Rita',
  rating: 4,
  comment: 'Very clear.',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...fields,
});

/** The session's reviews, and whether the signed-in student booked it; answers the posted reviews. */
function stubApi(reviews: ReviewDto[], booked: boolean) {
  const posted: unknown[] = [];
  mockApi(({ method, url, body }) => {
    if (method === 'POST' && url === '/api/reviews') {
      posted.push(body);
      return Response.json(review({}), { status: 201 });
    }
    if (url.startsWith(`/api/sessions/${session._id}/reviews`)) return listOf(reviews);
    if (url === `/api/bookedSessions/${session._id}/sam%40example.com`) {
      return Response.json({ booked });
    }
  });
  return posted;
}

const renderReviews = (role: Role) =>
  renderWithProviders(<SessionReviews session={session} />, {
    user: { id: 'u1', name: 'Sam', email: 'sam@example.com', role },
  });

describe('SessionReviews', () => {
  it("lists each review's student name, stars and comment, 'Anonymous' without a name", async () => {
    stubApi(
      [review({}), review({ _id: 'r2', studentName: '', rating: 2, comment: 'Too fast.' })],
      false,
    );
    renderReviews('student');
    const items = await screen.findAllByRole('article');
    expect(within(items[0]!).getByRole('heading', { name: 'Rita' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Very clear.')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('heading', { name: 'Anonymous' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('img', { name: 'Rated 2.0 out of 5' })).toBeInTheDocument();
  });

  it("says 'No reviews yet' when there are none", async () => {
    stubApi([], false);
    renderReviews('student');
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('offers Write a Review to a student who booked, rating 5 by default', async () => {
    stubApi([], true);
    renderReviews('student');
    const form = await screen.findByRole('form', { name: 'Write a Review' });
    expect(within(form).getByLabelText('Rating')).toHaveValue('5');
    expect(screen.queryByText('You must book this session first')).toBeNull();
  });

  // The API refuses a rating sent as text ("4"), so the select's value must go out as a number.
  it.each([
    ['the default', null, 5],
    ['a chosen', '2', 2],
  ] as const)('posts %s rating as a JSON number', async (_case, choice, rating) => {
    const posted = stubApi([], true);
    renderReviews('student');
    const form = await screen.findByRole('form', { name: 'Write a Review' });
    if (choice) await userEvent.selectOptions(within(form).getByLabelText('Rating'), choice);
    await userEvent.type(within(form).getByLabelText('Comment'), 'Very clear.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ sessionId: session._id, rating, comment: 'Very clear.' });
  });

  it('tells a student who did not book to book first, in place of the form', async () => {
    stubApi([], false);
    renderReviews('student');
    await screen.findByText('No reviews yet');
    expect(await screen.findByText('You must book this session first')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a Review' })).toBeNull();
  });

  it.each(['tutor', 'admin'] as const)('offers a %s no review form', async (role) => {
    stubApi([], true);
    renderReviews(role);
    await screen.findByText('No reviews yet');
    expect(screen.queryByRole('form', { name: 'Write a Review' })).toBeNull();
    expect(screen.queryByText('You must book this session first')).toBeNull();
    // A tutor or admin is never asked about: the booking check is a student's.
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
