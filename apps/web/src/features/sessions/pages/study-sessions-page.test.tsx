import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, type SessionDto } from '@studyhall/shared';
import { sessionDto } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import { sessionTexts } from '../texts';
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
    expect(screen.getByText('Loading sessions...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Session 7' })).toBeInTheDocument();
    expect(urls()).toContain('/api/sessions/approved?sort=available&page=2&limit=6');
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
    expect(within(open!).getByText('Registration open')).toBeInTheDocument();
    expect(within(closed!).getByText('Registration closed')).toBeInTheDocument();
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
    expect(urls()).toContain('/api/sessions/approved?sort=available&page=3&limit=6');
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

/** Answers the list with `find(query)`: the rows for the search asked, all on one page. */
function stubSearch(find: (query: URLSearchParams) => SessionDto[]) {
  const api = mockApi(({ path, query }) => {
    if (path === '/api/config') {
      return Response.json({ timeZone: 'UTC', googleSignIn: false, payments: {} });
    }
    if (path !== '/api/sessions/approved') return undefined;
    const rows = find(query);
    return Response.json(rows, { headers: { 'X-Total-Count': String(rows.length) } });
  });
  return () => api.urls().filter((url) => url.startsWith('/api/sessions/'));
}

const algebra = [session(1, { title: 'Algebra I' }), session(2, { title: 'Algebra II' })];
// Two pages of six.
const everything = [
  ...algebra,
  session(3, { title: 'Chemistry' }),
  ...[4, 5, 6, 7, 8].map((n) => session(n)),
];
const byKeywords = (query: URLSearchParams) =>
  query.get('q') === 'algebra' ? algebra : query.get('q') ? [] : everything;

const form = () => screen.getByRole('search', { name: 'Search study sessions' });
const keywords = () => within(form()).getByLabelText('Keywords');
const count = () => screen.getByText(/sessions? found$/);

describe('StudySessionsPage: search and filters', () => {
  it('sends the whole form at once into the address, on page 1, as one history entry', async () => {
    const urls = stubSearch(byKeywords);
    const router = renderAt('/studySessions?page=2');
    await screen.findByRole('heading', { name: 'Chemistry' });

    await userEvent.type(keywords(), 'algebra');
    await userEvent.selectOptions(within(form()).getByLabelText('Fee'), 'Free');
    await userEvent.selectOptions(
      within(form()).getByLabelText('Registration'),
      'Registration open',
    );
    fireEvent.change(within(form()).getByLabelText('Classes from'), {
      target: { value: '2027-03-01' },
    });
    fireEvent.change(within(form()).getByLabelText('Classes to'), {
      target: { value: '2027-03-31' },
    });
    await userEvent.selectOptions(within(form()).getByLabelText('Sort by'), 'Lowest price');
    // Nothing applies while typing and choosing: no history entry per keystroke.
    expect(router.state.location.search).toBe('?page=2');

    await userEvent.click(within(form()).getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe(
      '?q=algebra&fee=free&state=open&from=2027-03-01&to=2027-03-31&sort=price',
    );
    expect(router.state.historyAction).toBe('PUSH');
    expect(await screen.findByRole('heading', { name: 'Algebra II' })).toBeInTheDocument();
    expect(urls()).toContain(
      '/api/sessions/approved?sort=price&q=algebra&fee=free&state=open&from=2027-03-01&to=2027-03-31&page=1&limit=6',
    );
  });

  it('submits the keywords with Enter, and Back brings the previous search into the form', async () => {
    stubSearch(byKeywords);
    const router = renderAt('/studySessions?fee=paid');
    await screen.findByRole('heading', { name: 'Chemistry' });
    expect(within(form()).getByLabelText('Fee')).toHaveValue('paid');

    await userEvent.type(keywords(), 'algebra{Enter}');
    expect(router.state.location.search).toBe('?q=algebra&fee=paid');
    await screen.findByRole('heading', { name: 'Algebra I' });
    expect(count()).toHaveTextContent('2 sessions found');

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Chemistry' })).toBeInTheDocument();
    expect(keywords()).toHaveValue('');
    expect(within(form()).getByLabelText('Fee')).toHaveValue('paid');
    expect(count()).toHaveTextContent('8 sessions found');
  });

  it('drops what it cannot read in the address instead of failing', async () => {
    const urls = stubSearch(byKeywords);
    renderAt('/studySessions?sort=__proto__&fee=abc&q=algebra&to=never');
    expect(await screen.findByRole('heading', { name: 'Algebra I' })).toBeInTheDocument();
    expect(urls()).toEqual(['/api/sessions/approved?sort=available&q=algebra&page=1&limit=6']);
    expect(within(form()).getByLabelText('Sort by')).toHaveValue('available');
    expect(within(form()).getByLabelText('Fee')).toHaveValue('');
    expect(keywords()).toHaveValue('algebra');
  });

  it('announces how many sessions match, from X-Total-Count', async () => {
    stubApi({ 1: [session(1)] });
    renderAt('/studySessions');
    await screen.findByRole('heading', { name: 'Session 1' });
    const status = count();
    expect(status).toHaveTextContent('13 sessions found');
    expect(status).toHaveAttribute('role', 'status');
  });

  it('says no session matches a search and clears it, the focus back in the keywords', async () => {
    stubSearch(byKeywords);
    const router = renderAt('/studySessions?q=zebra&state=closed');
    expect(await screen.findByText(messages.lists.noMatchingSessions)).toBeInTheDocument();
    expect(count()).toHaveTextContent('0 sessions found');
    expect(screen.queryByText(messages.lists.noStudySessions)).not.toBeInTheDocument();

    const empty = screen.getByText(messages.lists.noMatchingSessions).parentElement!;
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Chemistry' })).toBeInTheDocument();
    expect(keywords()).toHaveFocus();
    expect(keywords()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('offers no clearing for the list as it is, which keeps its own empty text', async () => {
    stubSearch(() => []);
    renderAt('/studySessions?sort=price');
    expect(await screen.findByText(messages.lists.noStudySessions)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('checks the form with the API schema and says what to change, asking nothing', async () => {
    const urls = stubSearch(byKeywords);
    const router = renderAt('/studySessions');
    await screen.findByRole('heading', { name: 'Chemistry' });

    await userEvent.type(
      keywords(),
      'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda',
    );
    fireEvent.change(within(form()).getByLabelText('Classes from'), {
      target: { value: '2027-03-10' },
    });
    fireEvent.change(within(form()).getByLabelText('Classes to'), {
      target: { value: '2027-03-01' },
    });
    await userEvent.click(within(form()).getByRole('button', { name: 'Search' }));

    expect(screen.getByText(sessionTexts.searchProblems.q!)).toBeInTheDocument();
    expect(screen.getByText(sessionTexts.searchProblems.to!)).toBeInTheDocument();
    expect(keywords()).toHaveAttribute('aria-invalid', 'true');
    expect(keywords()).toHaveFocus();
    expect(router.state.location.search).toBe('');
    expect(urls()).toEqual(['/api/sessions/approved?sort=available&page=1&limit=6']);
    // What was typed stays; the list of the search before does not show under the errors.
    expect(within(form()).getByLabelText('Classes to')).toHaveValue('2027-03-01');
    expect(screen.queryByRole('heading', { name: 'Chemistry' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Correct the search above to see its sessions.',
    );

    await userEvent.clear(keywords());
    fireEvent.change(within(form()).getByLabelText('Classes to'), { target: { value: '' } });
    await userEvent.click(within(form()).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Chemistry' })).toBeInTheDocument();
  });
});
