import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AvailableSessions } from './available-sessions';

function stubSessions(status: number, body: unknown) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url === '/api/config') return Response.json({ timeZone: 'UTC' });
      return Response.json(body, { status, headers: { 'X-Total-Count': '40' } });
    }),
  );
  return urls;
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AvailableSessions />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AvailableSessions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for the first 6 approved sessions only', async () => {
    const urls = stubSessions(200, [
      {
        _id: 'a',
        title: 'Chemistry',
        description: 'Bonds.',
        tutorName: 'Tia',
        registrationStart: '2000-01-01',
        registrationEnd: '2000-01-02',
      },
    ]);
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading sessions...');
    expect(await screen.findByRole('heading', { name: 'Chemistry' })).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(urls).toContain('/api/sessions/approved?page=1&limit=6');
    expect(screen.getByRole('link', { name: 'More Sessions' })).toHaveAttribute(
      'href',
      '/studySessions',
    );
  });

  it("shows exactly the description's first 100 characters", async () => {
    stubSessions(200, [
      {
        _id: 'a',
        title: 'Chemistry',
        // The 100th character is a space: the card keeps it rather than trimming it away.
        description: `${'a'.repeat(99)} ${'b'.repeat(50)}`,
        tutorName: 'Tia',
        registrationStart: '2000-01-01',
        registrationEnd: '2000-01-02',
      },
    ]);
    renderSection();
    expect(await screen.findByText(`${'a'.repeat(99)} …`)).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    stubSessions(200, []);
    renderSection();
    expect(await screen.findByText('No available sessions.')).toBeInTheDocument();
  });

  it('says when the sessions could not be loaded', async () => {
    stubSessions(404, { message: 'Not found' });
    renderSection();
    expect(await screen.findByText('Failed to load sessions.')).toBeInTheDocument();
  });
});
