import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingDto } from '@studyhall/shared';
import { formatMoment } from '@/lib/datetime';
import { publicConfigQueryOptions } from '@/lib/config';
import { createQueryClient } from '@/lib/query-client';
import { bookingDto, hoursFromNow, publicConfig } from '@/test/factories';
import { renderWithProviders } from '@/test/test-utils';
import { BookingCard, type BookingSection } from './booking-card';

function renderCard(booking: BookingDto, section: BookingSection) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, publicConfig());
  const { unmount } = renderWithProviders(<BookingCard booking={booking} section={section} />, {
    queryClient,
    user: { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'student' },
  });
  return { card: screen.getByRole('article'), unmount };
}

/** The value a `<dt>` label introduces in the card, or null without it. */
const fact = (card: HTMLElement, label: string) =>
  within(card).queryByText(label, { selector: 'dt' })?.nextElementSibling ?? null;

describe('BookingCard, a class that meets many times', () => {
  it('says when the next meeting is, in the reader’s zone', () => {
    const next = hoursFromNow(30);
    const { card } = renderCard(
      bookingDto({ startsAt: hoursFromNow(-48), endsAt: hoursFromNow(400), nextMeetingAt: next }),
      'upcoming',
    );
    const value = fact(card, 'Next meeting:');
    expect(value).toHaveTextContent(formatMoment(next));
    expect(value?.querySelector('time')).toHaveAttribute('datetime', next);
  });

  it('says nothing of a next meeting when none is ahead or the booking has ended', () => {
    const cases: [Partial<BookingDto>, BookingSection][] = [
      [{ nextMeetingAt: null }, 'upcoming'],
      [{ nextMeetingAt: hoursFromNow(30), cancelledAt: hoursFromNow(-1) }, 'cancelled'],
      [{ nextMeetingAt: hoursFromNow(30), sessionStatus: 'cancelled' }, 'upcoming'],
    ];
    for (const [overrides, section] of cases) {
      const { card, unmount } = renderCard(bookingDto(overrides), section);
      expect(fact(card, 'Next meeting:')).toBeNull();
      unmount();
    }
  });
});
