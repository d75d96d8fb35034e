import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, zonedDay, zonedInstant } from '@studyhall/shared';
import { formatStripDay } from '@/lib/datetime';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import { SlotPicker } from './slot-picker';

const BERLIN = 'Europe/Berlin';
const type = { _id: 't1', tutorName: 'Tia Tutor', horizonDays: 60 };

/** A free hour starting at `time` on the day `offset` days from today in Berlin. */
function slotAt(offset: number, time: string) {
  const day = addDays(zonedDay(new Date(), BERLIN), offset);
  const start = zonedInstant(day, time, BERLIN);
  return {
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
  };
}

describe('SlotPicker', () => {
  it('shows the first day with free times, in the reader’s zone, named, the tutor’s noted', async () => {
    const slots = [slotAt(2, '16:00'), slotAt(2, '17:00'), slotAt(4, '09:30')];
    const api = mockApi(({ path, query }) => {
      if (path !== '/api/lesson-types/t1/slots') return undefined;
      return query.get('timeZone')
        ? Response.json({ timeZone: BERLIN, slots })
        : Response.json({ timeZone: 'America/New_York', slots: [] });
    });
    const onChange = vi.fn();
    renderWithProviders(
      <SlotPicker lessonType={type} value={null} onChange={onChange} timeZone={BERLIN} />,
    );

    const day = formatStripDay(addDays(zonedDay(new Date(), BERLIN), 2));
    const times = await screen.findByRole('list', { name: `Free times on ${day}` });
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['4:00 PM', '5:00 PM']);
    expect(screen.getByText(/^Times are in your time zone, Central European/)).toBeVisible();
    expect(
      await screen.findByText(/Tia Tutor keeps their hours in Eastern .* \(America\/New_York\)/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: new RegExp(`^${day}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(times).getByRole('button', { name: '5:00 PM' }));
    expect(onChange).toHaveBeenCalledWith(slots[1]);

    // Another day of the strip shows its own times; a week asks from today in the reader's zone.
    const other = formatStripDay(addDays(zonedDay(new Date(), BERLIN), 4));
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${other}`) }));
    expect(screen.getByRole('list', { name: `Free times on ${other}` })).toHaveTextContent(
      '9:30 AM',
    );
    const asked = api.sent().find((request) => request.query.get('timeZone'))!.query;
    expect(asked.get('from')).toBe(zonedDay(new Date(), BERLIN));
    expect(asked.get('to')).toBe(addDays(zonedDay(new Date(), BERLIN), 6));
  });

  it('says so when the week has no free time', async () => {
    mockApi(({ path }) =>
      path === '/api/lesson-types/t1/slots'
        ? Response.json({ timeZone: BERLIN, slots: [] })
        : undefined,
    );
    renderWithProviders(
      <SlotPicker lessonType={type} value={null} onChange={() => {}} timeZone={BERLIN} />,
    );
    expect(await screen.findByText('No free times in these days: try later days.')).toBeVisible();
    expect(screen.getAllByText('No times')).toHaveLength(7);
  });
});
