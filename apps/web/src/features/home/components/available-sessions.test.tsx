import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatSpan } from '@/lib/datetime';
import { sessionDto } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import { AvailableSessions } from './available-sessions';

function stubSessions(status: number, body: unknown) {
  const api = mockApi(({ url }) => {
    if (url === '/api/config') return Response.json({ timeZone: 'UTC' });
    return Response.json(body, { status, headers: { 'X-Total-Count': '40' } });
  });
  return api.urls;
}

const chemistry = sessionDto({
  _id: 'a',
  title: 'Chemistry',
  description: 'Bonds.',
  tutorId: 'tia-id',
  tutorName: 'Tia',
  registrationStart: '2000-01-01',
  registrationEnd: '2000-01-02',
  registrationFee: 15,
  startsAt: '2026-03-15T09:00:00.000Z',
  endsAt: '2026-03-15T10:30:00.000Z',
});

const renderSection = () => renderWithProviders(<AvailableSessions />);

describe('AvailableSessions', () => {
  it('asks the server for the first 6 sessions a student can act on, open first', async () => {
    const urls = stubSessions(200, [chemistry]);
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading sessions...');
    expect(await screen.findByRole('heading', { name: 'Chemistry' })).toBeInTheDocument();
    expect(screen.getByText('Registration closed')).toBeInTheDocument();
    expect(urls()).toContain('/api/sessions/approved?sort=available&page=1&limit=6');
    expect(screen.getByRole('link', { name: 'More Sessions' })).toHaveAttribute(
      'href',
      '/studySessions',
    );
  });

  it("shows the tutor, linked to their profile, and the class time in the reader's zone", async () => {
    stubSessions(200, [chemistry]);
    renderSection();
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Tia' })).toHaveAttribute(
      'href',
      '/tutors/tia-id',
    );
    const time = card.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-03-15T09:00:00.000Z');
    expect(time?.textContent).toBe(
      formatSpan('2026-03-15T09:00:00.000Z', '2026-03-15T10:30:00.000Z'),
    );
    // The zone named in full, as on every other page.
    expect(time?.textContent).toMatch(
      /^\w{3}, \w{3} \d{1,2}, 2026, \d{1,2}:\d\d [AP]M – \d{1,2}:\d\d [AP]M \(.+ Time\)$/,
    );
    expect(within(card).getByText('$15', { exact: false })).toBeInTheDocument();
  });

  it("shows exactly the description's first 100 characters", async () => {
    stubSessions(200, [
      // The 100th character is a space: the card keeps it rather than trimming it away.
      { ...chemistry, description: `${'a'.repeat(99)} ${'b'.repeat(50)}` },
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
