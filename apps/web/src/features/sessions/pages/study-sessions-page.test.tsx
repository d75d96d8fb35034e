import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionDto } from '@studyhall/shared';
import { sessionDto } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import StudySessionsPage from './study-sessions-page';

function session(n: number, overrides: Partial<SessionDto> = {}): SessionDto {
  return sessionDto({
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Session ${n}`,
    // The 100th character is a space: the card keeps it, showing exactly the first 100.
    description: `${'d'.repeat(99)} ${'e'.repeat(50)}`,
    tutorName: 'Tia',
    tutorEmail: 'tia@example.com',
    registrationStart: '2000-01-01',
    registrationEnd: '2999-01-01',
    classStart: '2999-02-01',
    classEnd: '2999-02-02',
    duration: '1 hour',
    ...overrides,
  });
}

/** Answers `/api/sessions/approved` with `pages[page]` and a total of 13; records every URL asked. */
function stubApi(pages: Record<number, SessionDto[]>, status = 200) {
  const api = mockApi(({ path, query }) => {
    if (path === '/api/config') {
      return Response.json({ timeZone: 'UTC', googleSignIn: false, payments: {} });
    }
    if (path !== '/api/sessions/approved') return undefined;
    const page = Number(query.get('page'));
    return Response.json(status === 200 ? (pages[page] ?? []) : { message: 'boom' }, {
      status,
      headers: { 'X-Total-Count': '13' },
    });
  });
  return api.urls;
}

const renderAt = (url: string) =>
  renderWithProviders(<StudySessionsPage />, { path: '/studySessions', route: url }).router;

describe('StudySessionsPage', () => {
  it('asks the server for the page in the URL, 6 at a time', async () => {
    const urls = stubApi({ 2: [session(7), session(8)] });
    renderAt('/studySessions?page=2');
    expect(screen.getByRole('status')).toHaveTextContent('Loading sessions...');
    expect(await screen.findByRole('heading', { name: 'Session 7' })).toBeInTheDocument();
    expect(urls()).toContain('/api/sessions/approved?page=2&limit=6');
    const pages = screen.getByRole('navigation', { name: 'Study sessions pages' });
    expect(within(pages).getByRole('button', { name: '2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getAllByRole('button', { name: /^\d+$/ })).toHaveLength(3);
  });

  it('shows the first 100 characters of the description, the status and Read More', async () => {
    stubApi({ 1: [session(1), session(2, { registrationEnd: '2001-01-01' })] });
    renderAt('/studySessions');
    const [open, closed] = await screen.findAllByRole('article');
    expect(within(open!).getByText(`${'d'.repeat(99)} …`)).toBeInTheDocument();
    expect(within(open!).getByText('Ongoing')).toBeInTheDocument();
    expect(within(closed!).getByText('Closed')).toBeInTheDocument();
    expect(within(open!).getByRole('link', { name: 'Read More' })).toHaveAttribute(
      'href',
      '/sessions/00000000-0000-4000-8000-000000000001',
    );
  });

  it('shows the free seats of a limited session, and Full when there are none', async () => {
    stubApi({
      1: [
        session(1, { capacity: 10, seatsTaken: 7, seatsLeft: 3 }),
        session(2, { capacity: 1, seatsTaken: 1, seatsLeft: 0 }),
        session(3),
      ],
    });
    renderAt('/studySessions');
    const [some, none, unlimited] = await screen.findAllByRole('article');
    expect(within(some!).getByText('3 seats left')).toBeInTheDocument();
    expect(within(none!).getByText('Full')).toBeInTheDocument();
    expect(within(unlimited!).queryByText(/seats? left|Full/)).not.toBeInTheDocument();
  });

  it('moves to another page through the URL', async () => {
    stubApi({ 1: [session(1)], 3: [session(13)] });
    vi.stubGlobal('scrollTo', vi.fn());
    const router = renderAt('/studySessions');
    await screen.findByRole('heading', { name: 'Session 1' });
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByRole('heading', { name: 'Session 13' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('moves a page past the last to the last, replacing the address in the history', async () => {
    const urls = stubApi({ 3: [session(13)] });
    const router = renderAt('/studySessions?page=9');
    expect(await screen.findByRole('heading', { name: 'Session 13' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(router.state.historyAction).toBe('REPLACE');
    const pages = screen.getByRole('navigation', { name: 'Study sessions pages' });
    expect(within(pages).getByRole('button', { name: '3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(urls()).toContain('/api/sessions/approved?page=3&limit=6');
    expect(screen.queryByText('No study sessions available.')).not.toBeInTheDocument();
  });

  it('shows the empty and the error texts', async () => {
    stubApi({});
    renderAt('/studySessions');
    expect(await screen.findByText('No study sessions available.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';

    stubApi({}, 500);
    renderAt('/studySessions');
    expect(
      await screen.findByText('Failed to load sessions.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
