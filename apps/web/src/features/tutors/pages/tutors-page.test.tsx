import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
import TutorsPage from './tutors-page';

function stubTutors(tutors: unknown[], total: number) {
  return mockApi(({ path }) => (path === '/api/users' ? listOf(tutors, total) : undefined)).urls;
}

const renderAt = (url: string) =>
  renderWithProviders(<TutorsPage />, { path: '/tutors', route: url }).router;

describe('TutorsPage', () => {
  it('shows a default avatar without a photo and no pagination for a single page', async () => {
    const urls = stubTutors(
      [
        { _id: '1', name: 'Tia', photo: null },
        { _id: '2', name: 'Tom', photo: '/uploads/tom.webp' },
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
    expect(urls()).toEqual(['/api/users?role=tutor&page=1&limit=6']);
  });

  it('pages through the server when there is more than one page', async () => {
    const urls = stubTutors([{ _id: '13', name: 'Zed', photo: null }], 13);
    renderAt('/tutors?page=3');
    await screen.findByRole('img', { name: 'Zed' });
    expect(screen.getByRole('navigation', { name: 'Tutors pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    expect(urls()).toEqual(['/api/users?role=tutor&page=3&limit=6']);
  });

  it('moves a page past the last to the last, replacing the address in the history', async () => {
    const urls = stubTutors([{ _id: '13', name: 'Zed', photo: null }], 13);
    const router = renderAt('/tutors?page=9');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByRole('img', { name: 'Zed' });
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    await vi.waitFor(() =>
      expect(urls()).toEqual([
        '/api/users?role=tutor&page=9&limit=6',
        '/api/users?role=tutor&page=3&limit=6',
      ]),
    );
  });

  it('says when there are no tutors', async () => {
    stubTutors([], 0);
    renderAt('/tutors');
    expect(await screen.findByText('No tutors found.')).toBeInTheDocument();
  });
});
