import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import { AvailableSessions } from './available-sessions';

function stubSessions(status: number, body: unknown) {
  const api = mockApi(({ url }) => {
    if (url === '/api/config') return Response.json({ timeZone: 'UTC' });
    return Response.json(body, { status, headers: { 'X-Total-Count': '40' } });
  });
  return api.urls;
}

const renderSection = () => renderWithProviders(<AvailableSessions />);

describe('AvailableSessions', () => {
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
    expect(urls()).toContain('/api/sessions/approved?page=1&limit=6');
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
