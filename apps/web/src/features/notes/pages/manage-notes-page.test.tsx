import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoteDto } from '@studyhall/shared';
import { createQueryClient } from '@/lib/query-client';
import ManageNotesPage from './manage-notes-page';
import { signInAs } from '@/test/sign-in-as';

const note: NoteDto = {
  _id: '33333333-3333-4333-8333-333333333333',
  email: 'sam@example.com',
  title: 'Exam plan',
  description: 'Chapters 1 to 3',
  createdAt: '2026-03-01T10:00:00.000Z',
};

/** The student's notes (one, once `release` is called), and a DELETE the server fails. */
function stubApi() {
  let release = () => {};
  const listed = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') return new Response(null, { status: 500 });
      expect(input).toBe('/api/notes?email=sam%40example.com&limit=100');
      await listed;
      return Response.json([note], { headers: { 'X-Total-Count': '1' } });
    }),
  );
  return { release };
}

function renderPage() {
  const client = createQueryClient();
  signInAs(client, { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'student' });
  render(
    <QueryClientProvider client={client}>
      <ManageNotesPage />
    </QueryClientProvider>,
  );
}

describe('ManageNotesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

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
});
