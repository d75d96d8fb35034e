import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionDto } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import { AddToCalendarLink } from './add-to-calendar-link';

const FUTURE = new Date().getUTCFullYear() + 1;
const meeting = (id: string, day: number) => ({
  _id: id,
  startsAt: `${FUTURE}-03-${day}T09:00:00.000Z`,
  endsAt: `${FUTURE}-03-${day}T10:00:00.000Z`,
  status: 'scheduled' as const,
  sequence: 0,
});
const weekly = sessionDto({
  title: 'Weekly algebra',
  location: 'Room 4',
  meetings: [meeting('m1', 10), meeting('m2', 17), meeting('m3', 24)],
});

describe('Add to calendar', () => {
  it('offers Google, Outlook and the file for the next meeting, and Escape closes it', async () => {
    mockApi();
    renderWithProviders(<AddToCalendarLink sessionId={weekly._id} session={weekly} />);
    const button = screen.getByRole('button', { name: 'Add to calendar' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    const google = new URL(
      screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!,
    );
    expect(google.searchParams.get('text')).toBe('Weekly algebra');
    expect(google.searchParams.get('dates')).toBe(`${FUTURE}0310T090000Z/${FUTURE}0310T100000Z`);
    expect(google.searchParams.get('location')).toBe('Room 4');
    const outlook = new URL(
      screen.getByRole('link', { name: 'Outlook.com' }).getAttribute('href')!,
    );
    expect(outlook.searchParams.get('startdt')).toBe(`${FUTURE}-03-10T09:00:00Z`);
    expect(screen.getByRole('link', { name: 'Outlook (Microsoft 365)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Download .ics file' })).toHaveAttribute(
      'href',
      `/api/sessions/${weekly._id}/calendar.ics`,
    );
    expect(screen.getByText(/the file holds all 3\.$/)).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Google Calendar' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('reads the session when the page has not got it (a booking card)', async () => {
    const api = mockApi(({ path }) =>
      path === `/api/sessions/${weekly._id}` ? Response.json(weekly) : undefined,
    );
    renderWithProviders(<AddToCalendarLink sessionId={weekly._id} />);
    expect(api.urls()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    const menu = screen.getByRole('list');
    expect(await within(menu).findByRole('link', { name: 'Google Calendar' })).toBeVisible();
    expect(api.urls()).toEqual([`/api/sessions/${weekly._id}`]);
  });
});
