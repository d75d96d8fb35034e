import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, type SessionDto, type TutorProfileDto } from '@studyhall/shared';
import { sessionDto } from '@/test/factories';
import { mockApi, pageOf, renderWithProviders, waitForever } from '@/test/test-utils';
import TutorProfilePage from './tutor-profile-page';

const grace: TutorProfileDto = {
  _id: 'grace-1',
  name: 'Grace Hopper',
  photo: '/uploads/grace.webp',
  bio: 'Compilers.\nAnd a lot of patience.',
  subjects: ['Algebra', 'COBOL'],
  sessionCount: 8,
  reviewCount: 12,
  averageRating: 4.5,
};

const sessions: SessionDto[] = Array.from({ length: 8 }, (_, index) =>
  sessionDto({
    _id: `s${index + 1}`,
    title: `Compilers ${index + 1}`,
    tutorId: 'grace-1',
    tutorName: 'Grace Hopper',
    tutorEmail: 'grace@example.com',
  }),
);

/** The profile answers `profile` (a status for a refusal), the sessions page by page. */
function stubApi(profile: TutorProfileDto | number | 'never' = grace) {
  const api = mockApi(({ path, url }) => {
    if (path === '/api/config') return Response.json({ timeZone: 'UTC' });
    if (path === '/api/tutors/grace-1') {
      if (profile === 'never') return waitForever();
      return typeof profile === 'number'
        ? Response.json({ message: 'Tutor not found' }, { status: profile })
        : Response.json(profile);
    }
    if (path === '/api/sessions/approved') return pageOf(sessions, url);
    return undefined;
  });
  return () => api.urls().filter((url) => url.startsWith('/api/sessions/'));
}

const renderAt = (url: string) =>
  renderWithProviders(<TutorProfilePage />, { path: '/tutors/:id', route: url }).router;

describe('TutorProfilePage', () => {
  it('shows the photo, name, bio, subjects, rating and counts, never the email', async () => {
    stubApi();
    renderAt('/tutors/grace-1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading tutor...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    expect(document.querySelector('img[src="/uploads/grace.webp"]')).not.toBeNull();
    expect(screen.getByText(/^Compilers\.\s+And a lot of patience\.$/)).toBeVisible();
    const subjects = screen.getByRole('region', { name: 'Subjects' });
    expect(
      within(subjects)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Algebra', 'COBOL']);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    expect(screen.getByText('Sessions', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '8',
    );
    expect(screen.getByText('Reviews', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '12',
    );
    expect(document.body.textContent).not.toContain('grace@example.com');
  });

  it("lists the tutor's sessions six at a time, the page in the address", async () => {
    const urls = stubApi();
    vi.stubGlobal('scrollTo', vi.fn());
    const router = renderAt('/tutors/grace-1');
    const list = await screen.findByRole('region', { name: 'Sessions by Grace Hopper' });
    expect(await within(list).findAllByRole('article')).toHaveLength(6);
    // Every card is the tutor's own: none links back to this page.
    expect(within(list).queryByRole('link', { name: 'Grace Hopper' })).toBeNull();
    expect(urls()).toEqual(['/api/sessions/approved?tutorId=grace-1&page=1&limit=6']);

    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Tutor sessions pages' })).getByRole('button', {
        name: '2',
      }),
    );
    expect(await within(list).findByRole('heading', { name: 'Compilers 8' })).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
    expect(urls()).toContain('/api/sessions/approved?tutorId=grace-1&page=2&limit=6');
  });

  it('says so when the tutor has written nothing and has no sessions', async () => {
    mockApi(({ path }) =>
      path === '/api/tutors/grace-1'
        ? Response.json({ ...grace, bio: '', subjects: [], sessionCount: 0 })
        : path === '/api/sessions/approved'
          ? Response.json([], { headers: { 'X-Total-Count': '0' } })
          : undefined,
    );
    renderAt('/tutors/grace-1');
    expect(
      await screen.findByText('This tutor has not written about themselves yet.'),
    ).toBeVisible();
    expect(screen.getByText('No subjects listed yet.')).toBeVisible();
    expect(await screen.findByText(messages.lists.noApprovedSessions)).toBeVisible();
  });

  it('shows a friendly not-found page for an id that is not a tutor', async () => {
    const urls = stubApi(404);
    renderAt('/tutors/grace-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutor not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Tutors' })).toHaveAttribute('href', '/tutors');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(urls()).toEqual([]);
  });

  it('offers to try again when the profile could not be read', async () => {
    stubApi(500);
    renderAt('/tutors/grace-1');
    expect(
      await screen.findByText('Failed to load this tutor.', {}, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('keeps the loading state while the profile is on its way', () => {
    stubApi('never');
    renderAt('/tutors/grace-1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading tutor...');
  });
});
