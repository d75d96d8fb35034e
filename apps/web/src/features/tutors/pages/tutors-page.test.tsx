import { screen, within } from '@testing-library/react';
import type { TutorProfileDto } from '@studyhall/shared';
import { describe, expect, it, vi } from 'vitest';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
import TutorsPage from './tutors-page';

/** A tutor's public profile, as `GET /api/tutors` lists them. */
const tutor = (overrides: Partial<TutorProfileDto> & Pick<TutorProfileDto, '_id' | 'name'>) => ({
  photo: null,
  bio: '',
  subjects: [],
  sessionCount: 0,
  reviewCount: 0,
  averageRating: 0,
  ...overrides,
});

function stubTutors(tutors: TutorProfileDto[], total: number) {
  return mockApi(({ path }) => (path === '/api/tutors' ? listOf(tutors, total) : undefined)).urls;
}

const renderAt = (url: string) =>
  renderWithProviders(<TutorsPage />, { path: '/tutors', route: url }).router;

describe('TutorsPage', () => {
  it('shows a default avatar without a photo and no pagination for a single page', async () => {
    const urls = stubTutors(
      [
        tutor({ _id: '1', name: 'Tia' }),
        tutor({ _id: '2', name: 'Tom', photo: '/uploads/tom.webp' }),
      ],
      2,
    );
    renderAt('/tutors');
    expect(screen.getByRole('status')).toHaveTextContent('Loading tutors...');
    expect(await screen.findByRole('img', { name: 'Tia' })).toHaveAttribute(
      'src',
      '/images/default-avatar.svg',
    );
    expect(screen.getByRole('img', { name: 'Tom' })).toHaveAttribute('src', '/uploads/tom.webp');
    expect(screen.getByRole('link', { name: 'Tia' })).toHaveAttribute('href', '/tutors/1');
    expect(screen.queryByRole('navigation', { name: 'Tutors pages' })).not.toBeInTheDocument();
    expect(urls()).toEqual(['/api/tutors?page=1&limit=6']);
  });

  it('pages through the server when there is more than one page', async () => {
    const urls = stubTutors([tutor({ _id: '13', name: 'Zed' })], 13);
    renderAt('/tutors?page=3');
    await screen.findByRole('img', { name: 'Zed' });
    expect(screen.getByRole('navigation', { name: 'Tutors pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    expect(urls()).toEqual(['/api/tutors?page=3&limit=6']);
  });

  it('moves a page past the last to the last, replacing the address in the history', async () => {
    const urls = stubTutors([tutor({ _id: '13', name: 'Zed' })], 13);
    const router = renderAt('/tutors?page=9');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByRole('img', { name: 'Zed' });
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    await vi.waitFor(() =>
      expect(urls()).toEqual(['/api/tutors?page=9&limit=6', '/api/tutors?page=3&limit=6']),
    );
  });

  it('shows what each tutor teaches and how students rated them, or that nobody has yet', async () => {
    stubTutors(
      [
        tutor({
          _id: '1',
          name: 'Tia',
          subjects: ['Algebra', 'Calculus'],
          sessionCount: 3,
          reviewCount: 4,
          averageRating: 4.5,
        }),
        tutor({ _id: '2', name: 'Tom', sessionCount: 1 }),
      ],
      2,
    );
    renderAt('/tutors');
    const [tia, tom] = await screen.findAllByRole('article');
    expect(within(tia!).getByRole('list', { name: 'Subjects' })).toHaveTextContent(
      'AlgebraCalculus',
    );
    expect(within(tia!).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(tia).toHaveTextContent('4 reviews');
    expect(tia).toHaveTextContent('3 sessions on offer');
    expect(tom).toHaveTextContent('No reviews yet');
    expect(tom).not.toHaveTextContent('0.0');
    expect(tom).toHaveTextContent('No subjects listed yet.');
  });

  it('says when there are no tutors', async () => {
    stubTutors([], 0);
    renderAt('/tutors');
    expect(await screen.findByText('No tutors found.')).toBeInTheDocument();
  });
});
