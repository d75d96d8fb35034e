import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MeetingDto } from '@studyhall/shared';
import { formatSpan } from '@/lib/datetime';
import { hoursFromNow, sessionDto } from '@/test/factories';
import { MeetingList } from './meeting-list';

const TOKYO = 'Asia/Tokyo';

function meeting(
  id: string,
  fromNow: number,
  overrides: Partial<MeetingDto> = {},
  hours = 1,
): MeetingDto {
  return {
    _id: id,
    startsAt: hoursFromNow(fromNow),
    endsAt: hoursFromNow(fromNow + hours),
    status: 'scheduled',
    sequence: 0,
    ...overrides,
  };
}

function renderList(meetings: MeetingDto[]) {
  render(<MeetingList session={sessionDto({ meetings })} viewerZone={TOKYO} />);
  return screen.getByRole('region', { name: /^Meetings/ });
}

/** Each listed meeting's text, list by list. */
const shown = (region: HTMLElement) =>
  within(region)
    .getAllByRole('list')
    .map((list) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    );

const when = (m: MeetingDto) => formatSpan(m.startsAt, m.endsAt, TOKYO);

describe('MeetingList', () => {
  it('puts the next meeting first, then the rest ahead, then the past ones, each marked', () => {
    const past = meeting('past', -72);
    const earlier = meeting('earlier', -48, { status: 'cancelled', sequence: 1 });
    const cancelledAhead = meeting('cancelled', 10, { status: 'cancelled', sequence: 1 });
    const next = meeting('next', 24, { sequence: 2 });
    const later = meeting('later', 48);
    const region = renderList([later, past, cancelledAhead, next, earlier]);
    expect(within(region).getByRole('heading', { name: 'Meetings (5)' })).toBeVisible();
    expect(shown(region)).toEqual([
      [`${when(next)}NextTime changed`, `${when(cancelledAhead)}Cancelled`, when(later)],
      [`${when(earlier)}PastCancelled`, `${when(past)}Past`],
    ]);
    expect(within(region).getByRole('list', { name: 'Past meetings' })).toBeVisible();
    // In the reader's zone, named.
    expect(when(next)).toContain('(Japan Standard Time)');
  });

  it('shows a meeting under way first, before the next one', () => {
    const now = meeting('now', -1, {}, 2);
    const next = meeting('next', 24);
    const region = renderList([now, next]);
    expect(shown(region)).toEqual([[`${when(now)}Now`, `${when(next)}Next`]]);
  });

  it('says when none is ahead', () => {
    const [gone, before] = [meeting('gone', -5), meeting('before', -29)];
    const region = renderList([before, gone]);
    expect(within(region).getByText('No meetings ahead.')).toBeVisible();
    expect(shown(region)).toEqual([[`${when(gone)}Past`, `${when(before)}Past`]]);
  });

  it('leaves a class that meets once to the summary, and a cancelled session out', () => {
    const { unmount } = render(
      <MeetingList session={sessionDto({ meetings: [meeting('once', 24)] })} viewerZone={TOKYO} />,
    );
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    render(
      <MeetingList
        session={sessionDto({
          status: 'cancelled',
          meetings: [meeting('a', 24), meeting('b', 48)],
        })}
        viewerZone={TOKYO}
      />,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the first five ahead and three behind of a long term until asked for all', async () => {
    const ahead = Array.from({ length: 8 }, (_, i) => meeting(`a${i}`, 24 * (i + 1)));
    const behind = Array.from({ length: 4 }, (_, i) => meeting(`b${i}`, -24 * (i + 1)));
    const region = renderList([...behind, ...ahead]);
    expect(shown(region).map((list) => list.length)).toEqual([5, 3]);
    const more = within(region).getByRole('button', { name: 'Show all 12 meetings' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(shown(region).map((list) => list.length)).toEqual([8, 4]);
    const fewer = within(region).getByRole('button', { name: 'Show fewer meetings' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
  });
});
