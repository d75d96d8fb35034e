import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MeetingDto, SessionDto } from '@studyhall/shared';
import { formatSpan } from '@/lib/datetime';
import { publicConfig, sessionDto } from '@/test/factories';
import { mockApi, renderWithProviders, type SentRequest } from '@/test/test-utils';
import { MeetingManager } from './meeting-manager';

/*
 * The platform meets in Paris; the tutor reads from Tokyo. 2030-03-05T08:00Z is 09:00 in Paris
 * (winter time) and 17:00 in Tokyo.
 */
const TOKYO = 'Asia/Tokyo';

const meeting = (id: string, startsAt: string, endsAt: string, more: Partial<MeetingDto> = {}) => ({
  _id: id,
  startsAt,
  endsAt,
  status: 'scheduled' as const,
  sequence: 0,
  ...more,
});
const first = meeting('m1', '2030-03-05T08:00:00.000Z', '2030-03-05T09:00:00.000Z');
const second = meeting('m2', '2030-03-07T08:00:00.000Z', '2030-03-07T09:00:00.000Z');
const gone = meeting('m0', '2020-03-03T08:00:00.000Z', '2020-03-03T09:00:00.000Z');
const dropped = meeting('m3', '2030-03-06T08:00:00.000Z', '2030-03-06T09:00:00.000Z', {
  status: 'cancelled',
  sequence: 1,
});
const session: SessionDto = sessionDto({ meetings: [gone, first, dropped, second] });
const meetingsUrl = `/api/sessions/${session._id}/meetings`;
const when = (m: MeetingDto) => formatSpan(m.startsAt, m.endsAt, TOKYO);

/** Answers `/api/config` (Paris); `change` answers the meeting requests, in order of arrival. */
function renderManager(change: (request: SentRequest) => Response | undefined = () => undefined) {
  const api = mockApi((request) => {
    if (request.url === '/api/config')
      return Response.json(publicConfig({ timeZone: 'Europe/Paris' }));
    if (request.url.startsWith(meetingsUrl)) return change(request);
    return undefined;
  });
  renderWithProviders(<MeetingManager session={session} viewerZone={TOKYO} />, { toasts: true });
  return { api, region: screen.getByRole('region', { name: 'Meetings' }) };
}

const refusal = (status: number, message: string) => Response.json({ message }, { status });

describe('MeetingManager', () => {
  it('offers to move or cancel only the scheduled meetings ahead', () => {
    const { region } = renderManager();
    expect(within(region).getAllByRole('button', { name: /^Move the meeting of / })).toHaveLength(
      2,
    );
    for (const m of [first, second]) {
      expect(
        within(region).getByRole('button', { name: `Move the meeting of ${when(m)}` }),
      ).toBeVisible();
      expect(
        within(region).getByRole('button', { name: `Cancel the meeting of ${when(m)}` }),
      ).toBeVisible();
    }
    expect(within(region).getByText(/Everyone booked is told of each change/)).toBeVisible();
  });

  it('moves a meeting with a reason, keeps what was typed when the server refuses, then says so', async () => {
    const answers = [
      refusal(409, 'This meeting would overlap another meeting of the session'),
      Response.json({
        ...session,
        meetings: [
          gone,
          {
            ...first,
            startsAt: '2030-03-05T13:00:00.000Z',
            endsAt: '2030-03-05T14:30:00.000Z',
            sequence: 1,
          },
          dropped,
          second,
        ],
      }),
    ];
    const { api, region } = renderManager(() => answers.shift());
    await userEvent.click(
      within(region).getByRole('button', { name: `Move the meeting of ${when(first)}` }),
    );
    const form = await within(region).findByRole('form', {
      name: `Move the meeting of ${when(first)}`,
    });
    // Its day and times as the platform's zone reads them, where the cursor now is.
    const date = within(form).getByLabelText('Date');
    expect(date).toHaveValue('2030-03-05');
    expect(date).toHaveFocus();
    expect(within(form).getByLabelText('Start')).toHaveValue('09:00');
    expect(within(form).getByLabelText('End')).toHaveValue('10:00');
    expect(within(form).getByLabelText('Start')).toHaveAccessibleDescription(
      'Dates and times in Europe/Paris.',
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Move meeting' }));
    expect(await within(form).findByText('Reason is required')).toBeVisible();
    expect(api.urls('PATCH')).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Start'), { target: { value: '14:00' } });
    fireEvent.change(within(form).getByLabelText('End'), { target: { value: '15:30' } });
    // Shown again in the reader's own zone.
    expect(within(form).getByText(/^In your time zone:/)).toHaveTextContent(
      formatSpan('2030-03-05T13:00:00.000Z', '2030-03-05T14:30:00.000Z', TOKYO),
    );
    await userEvent.type(
      within(form).getByLabelText('Reason (told to everyone booked)'),
      'The room is taken',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Move meeting' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This meeting would overlap another meeting of the session',
    );
    expect(within(form).getByLabelText('Start')).toHaveValue('14:00');
    expect(within(form).getByLabelText('Reason (told to everyone booked)')).toHaveValue(
      'The room is taken',
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Move meeting' }));
    expect(await screen.findByText('Meeting moved; everyone booked is told.')).toBeVisible();
    expect(within(region).queryByRole('form')).toBeNull();
    expect(within(region).getByRole('heading', { name: 'Meetings' })).toHaveFocus();
    const sent = api.sent().filter((r) => r.method === 'PATCH');
    expect(sent.map((r) => r.url)).toEqual([`${meetingsUrl}/m1`, `${meetingsUrl}/m1`]);
    expect(sent[1]!.body).toEqual({
      date: '2030-03-05',
      start: '14:00',
      end: '15:30',
      reason: 'The room is taken',
    });
  });

  it('cancels a meeting after saying who is told, with a reason, and shows a refusal in the dialog', async () => {
    const answers = [
      refusal(409, 'This is the last meeting left: cancel the session instead'),
      Response.json({
        ...session,
        meetings: [gone, first, dropped, { ...second, status: 'cancelled' }],
      }),
    ];
    const { api } = renderManager(() => answers.shift());
    await userEvent.click(
      screen.getByRole('button', { name: `Cancel the meeting of ${when(second)}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel this meeting?' });
    expect(dialog).toHaveTextContent(`The meeting of ${when(second)} will not take place.`);
    expect(dialog).toHaveTextContent('Everyone booked is told in-app and by email');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel meeting' }));
    expect(within(dialog).getByText('Reason is required')).toBeVisible();
    expect(api.urls('POST')).toEqual([]);

    const reason = within(dialog).getByLabelText('Reason (told to everyone booked)');
    await userEvent.type(reason, 'Public holiday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel meeting' }));
    expect(
      await within(dialog).findByText('This is the last meeting left: cancel the session instead'),
    ).toBeVisible();
    expect(reason).toHaveValue('Public holiday');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel meeting' }));
    expect(await screen.findByText('Meeting cancelled; everyone booked is told.')).toBeVisible();
    expect(
      api
        .sent()
        .filter((r) => r.method === 'POST')
        .map((r) => [r.url, r.body]),
    ).toEqual([
      [`${meetingsUrl}/m2/cancel`, { reason: 'Public holiday' }],
      [`${meetingsUrl}/m2/cancel`, { reason: 'Public holiday' }],
    ]);
  });

  it('adds a meeting at the class’s times unless told, with no reason when none is given', async () => {
    const answers = [
      refusal(400, 'A meeting can only be set to a time ahead'),
      Response.json(
        {
          ...session,
          meetings: [
            ...session.meetings,
            meeting('m4', '2030-03-12T08:00:00.000Z', '2030-03-12T09:00:00.000Z'),
          ],
        },
        { status: 201 },
      ),
    ];
    const { api, region } = renderManager(() => answers.shift());
    const open = within(region).getByRole('button', { name: 'Add a meeting' });
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const form = await within(region).findByRole('form', { name: 'Add a meeting' });
    expect(within(form).getByLabelText('Start')).toHaveValue('09:00');
    expect(within(form).getByLabelText('End')).toHaveValue('10:00');

    await userEvent.click(within(form).getByRole('button', { name: 'Add meeting' }));
    expect(await within(form).findByText('Date is required')).toBeVisible();

    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2030-03-12' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Add meeting' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A meeting can only be set to a time ahead',
    );
    expect(within(form).getByLabelText('Date')).toHaveValue('2030-03-12');

    await userEvent.click(within(form).getByRole('button', { name: 'Add meeting' }));
    expect(await screen.findByText('Meeting added; everyone booked is told.')).toBeVisible();
    expect(
      api
        .sent()
        .filter((r) => r.method === 'POST')
        .map((r) => r.body),
    ).toEqual([
      { date: '2030-03-12', start: '09:00', end: '10:00' },
      { date: '2030-03-12', start: '09:00', end: '10:00' },
    ]);
  });
});
