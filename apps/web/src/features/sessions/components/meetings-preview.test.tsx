import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatSpan } from '@/lib/datetime';
import type { ScheduleDraft } from '../schedule-draft';
import { MeetingsPreview } from './meetings-preview';

/*
 * The form is filled in in Paris time (the platform's) by a tutor in New York. Paris moves its
 * clocks on Sunday 28 March 2027, New York two weeks before: the same 09:00 in Paris is 04:00 in
 * New York one week and 03:00 the next.
 */
const PARIS = 'Europe/Paris';
const NEW_YORK = 'America/New_York';

const weekly: ScheduleDraft = {
  classStart: '2027-03-22',
  classEnd: '2027-04-02',
  classStartTime: '09:00',
  classEndTime: '10:00',
  // Mondays and Wednesdays, but not Wednesday 24 March.
  repeat: { days: [1, 3], skip: ['2027-03-24'] },
};

function renderPreview(draft: ScheduleDraft, viewerZone = NEW_YORK, timeZone: string = PARIS) {
  render(
    <MeetingsPreview
      draft={draft}
      timeZone={timeZone}
      summaryId="summary"
      viewerZone={viewerZone}
    />,
  );
  return screen.getByRole('region', { name: 'Meetings this makes' });
}

const items = () =>
  within(screen.getByRole('list', { name: 'Planned meetings' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('MeetingsPreview', () => {
  it('lists the meetings of a weekly pattern, less the skipped days, in both zones across the clock change', () => {
    const preview = renderPreview(weekly);
    expect(within(preview).getByText('The class meets 3 times.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    const meetings = [
      ['2027-03-22T08:00:00.000Z', '2027-03-22T09:00:00.000Z'],
      ['2027-03-29T07:00:00.000Z', '2027-03-29T08:00:00.000Z'],
      ['2027-03-31T07:00:00.000Z', '2027-03-31T08:00:00.000Z'],
    ] as const;
    expect(items()).toEqual(
      meetings.map(
        ([start, end]) =>
          `${formatSpan(start, end, NEW_YORK)}In ${PARIS}: ${formatSpan(start, end, PARIS)}`,
      ),
    );
    // Written out, so a formatter that ignored the zones could not pass.
    expect(items()[0]).toContain('4:00 AM – 5:00 AM (Eastern Daylight Time)');
    expect(items()[0]).toContain('9:00 AM – 10:00 AM (Central European Standard Time)');
    expect(items()[1]).toContain('3:00 AM – 4:00 AM (Eastern Daylight Time)');
    expect(items()[1]).toContain('9:00 AM – 10:00 AM (Central European Summer Time)');
  });

  it('names one zone when the tutor is in the platform’s', () => {
    renderPreview(weekly, PARIS);
    expect(items()[0]).toBe(
      formatSpan('2027-03-22T08:00:00.000Z', '2027-03-22T09:00:00.000Z', PARIS),
    );
  });

  it('meets every day of the span without a pattern, and once for a class past midnight', () => {
    renderPreview({ ...weekly, repeat: undefined, classEnd: '2027-03-25' }, PARIS);
    expect(screen.getByText('The class meets 4 times.')).toBeVisible();
    expect(items()).toHaveLength(4);
  });

  it('shows one meeting across midnight as the API stores it', () => {
    renderPreview(
      {
        ...weekly,
        repeat: undefined,
        classEnd: '2027-03-23',
        classStartTime: '22:00',
        classEndTime: '02:00',
      },
      PARIS,
    );
    expect(screen.getByText('The class meets once.')).toBeVisible();
    expect(items()).toEqual([
      formatSpan('2027-03-22T21:00:00.000Z', '2027-03-23T01:00:00.000Z', PARIS),
    ]);
  });

  it('says why before sending: more than 100 meetings, none at all, or times that end first', () => {
    const cases: [ScheduleDraft, string][] = [
      [
        { ...weekly, repeat: undefined, classEnd: '2027-07-01' },
        'A session meets at most 100 times',
      ],
      [
        { ...weekly, classEnd: '2028-12-31', repeat: { days: [0, 1, 2, 3, 4, 5, 6] } },
        'A session meets at most 100 times',
      ],
      [{ ...weekly, classEnd: '2027-03-23', repeat: { days: [5] } }, 'These dates give no meeting'],
      [{ ...weekly, classStartTime: '11:00' }, 'Class end time must be after class start time'],
    ];
    for (const [draft, message] of cases) {
      const { unmount } = render(
        <MeetingsPreview draft={draft} timeZone={PARIS} summaryId="summary" viewerZone={PARIS} />,
      );
      expect(document.getElementById('summary')).toHaveTextContent(message);
      expect(screen.queryByRole('list', { name: 'Planned meetings' })).toBeNull();
      unmount();
    }
  });

  it('waits for dates and times it can read', () => {
    renderPreview({ ...weekly, classStart: '' });
    expect(
      screen.getByText('Fill in the class dates and times to see its meetings.'),
    ).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
