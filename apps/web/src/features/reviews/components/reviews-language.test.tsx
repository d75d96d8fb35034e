import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewDto, SessionDto } from '@studyhall/shared';
import { applyLanguage } from '@/lib/i18n';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
import { SessionReviews } from './session-reviews';

const session = { _id: '11111111-1111-4111-8111-111111111111' } as SessionDto;

const nameless: ReviewDto = {
  _id: 'r1',
  sessionId: session._id,
  studentName: '',
  rating: 4,
  comment: 'Very clear.',
  createdAt: '2026-03-01T10:00:00.000Z',
};

/** A session with one review, seen by a student who booked it and may write one. */
function renderReviews() {
  mockApi(({ url }) => {
    if (url.startsWith(`/api/sessions/${session._id}/reviews`)) return listOf([nameless]);
    if (url === `/api/bookedSessions/${session._id}/sam%40example.com`) {
      return Response.json({ booked: true });
    }
  });
  renderWithProviders(<SessionReviews session={session} />, {
    user: { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'student' },
  });
}

describe('the reviews in Spanish and Arabic', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('reads in Spanish', async () => {
    await applyLanguage('es');
    renderReviews();
    expect(screen.getByRole('heading', { name: 'Reseñas' })).toBeVisible();
    const review = await screen.findByRole('article');
    expect(within(review).getByRole('heading', { name: 'Anónimo' })).toBeVisible();
    const form = await screen.findByRole('form', { name: 'Escribe una reseña' });
    expect(within(form).getByLabelText('Valoración')).toHaveDisplayValue('5 estrellas');
    expect(within(form).getByRole('option', { name: '1 estrella' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Comentario')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Enviar la reseña' })).toBeVisible();
  });

  it('reads in Arabic', async () => {
    await applyLanguage('ar');
    renderReviews();
    expect(screen.getByRole('heading', { name: 'التقييمات' })).toBeVisible();
    const review = await screen.findByRole('article');
    expect(within(review).getByRole('heading', { name: 'مجهول' })).toBeVisible();
    const form = await screen.findByRole('form', { name: 'اكتب تقييمًا' });
    expect(within(form).getByLabelText('التقييم')).toHaveDisplayValue('5 نجوم');
    expect(within(form).getByRole('option', { name: 'نجمتان' })).toBeInTheDocument();
    expect(within(form).getByLabelText('التعليق')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'إرسال التقييم' })).toBeVisible();
  });
});
