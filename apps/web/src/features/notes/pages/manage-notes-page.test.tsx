import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NoteDto } from '@studyhall/shared';
import { listOf, mockApi, pageOf, renderWithProviders } from '@/test/test-utils';
import ManageNotesPage from './manage-notes-page';

const note: NoteDto = {
  _id: '33333333-3333-4333-8333-333333333333',
  email: 'sam@example.com',
  title: 'Exam plan',
  description: 'Chapters 1 to 3',
  createdAt: '2026-03-01T10:00:00.000Z',
};

const listUrl = (page: number) => `/api/notes?email=sam%40example.com&page=${page}&limit=6`;

/** The student's notes (one, once `release` is called), and a DELETE the server fails. */
function stubApi() {
  let release = () => {};
  const listed = new Promise<void>((resolve) => (release = resolve));
  mockApi(async ({ method, url }) => {
    if (method === 'DELETE') return new Response(null, { status: 500 });
    if (url !== listUrl(1)) return undefined;
    await listed;
    return listOf([note]);
  });
  return { release };
}

/** `count` notes, 'Note 1' the newest, served a page at a time; a DELETE removes one. */
function stubNotes(count: number) {
  let rows: NoteDto[] = Array.from({ length: count }, (_, i) => ({
    ...note,
    _id: `33333333-3333-4333-8333-${String(i).padStart(12, '0')}`,
    title: `Note ${i + 1}`,
  }));
  const api = mockApi(({ method, url, path }) => {
    if (method === 'DELETE') {
      rows = rows.filter((row) => !url.endsWith(row._id));
      return Response.json({ deletedCount: 1 });
    }
    return path === '/api/notes' ? pageOf(rows, url) : undefined;
  });
  return { listsAsked: () => api.urls('GET') };
}

const renderPage = () =>
  renderWithProviders(<ManageNotesPage />, {
    user: { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'student' },
  });

const pages = () => screen.queryByRole('navigation', { name: 'Notes pages' });

describe('ManageNotesPage', () => {
  it("says 'Error!' / 'Something went wrong.' when a confirmed deletion fails", async () => {
    const { release } = stubApi();
    renderPage();
    expect(screen.getByText('Loading notes...')).toBeInTheDocument();
    release();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Exam plan' }));
    const confirm = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent('This action cannot be undone!');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));

    const result = await screen.findByRole('dialog', { name: 'Error!' });
    expect(result).toHaveTextContent('Something went wrong.');
    expect(screen.queryByRole('dialog', { name: 'Deleted!' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Exam plan' })).toBeInTheDocument();
  });

  it('asks for the first page and shows no pagination when every note fits on it', async () => {
    const { listsAsked } = stubNotes(6);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Note 6' })).toBeInTheDocument();
    expect(listsAsked()).toEqual([listUrl(1)]);
    expect(pages()).toBeNull();
  });

  it('pages through more notes than fit on one page', async () => {
    const { listsAsked } = stubNotes(7);
    renderPage();
    await screen.findByRole('heading', { name: 'Note 1' });
    expect(screen.queryByRole('heading', { name: 'Note 7' })).toBeNull();

    await userEvent.click(within(pages()!).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('heading', { name: 'Note 7' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Note 1' })).toBeNull();
    expect(listsAsked()).toEqual([listUrl(1), listUrl(2)]);
  });

  it('steps back a page when the last note of the last page is deleted', async () => {
    stubNotes(7);
    renderPage();
    await screen.findByRole('heading', { name: 'Note 1' });
    await userEvent.click(within(pages()!).getByRole('button', { name: '2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Note 7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));

    // The deletion, the refetch and the step back are several renders: on a loaded machine
    // (the whole unit suite at once) they took longer than findBy's default second.
    const settled = { timeout: 5_000 };
    expect(await screen.findByRole('dialog', { name: 'Deleted!' }, settled)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Note 1' }, settled)).toBeInTheDocument();
    expect(screen.queryByText('You haven’t created any notes yet.')).toBeNull();
    expect(pages()).toBeNull();
  });

  it('edits one note at a time on a later page', async () => {
    stubNotes(8);
    renderPage();
    await screen.findByRole('heading', { name: 'Note 1' });
    await userEvent.click(within(pages()!).getByRole('button', { name: '2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Note 7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Note 8' }));
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Edit note Note 8' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Note 7' })).toBeInTheDocument();
  });
});
