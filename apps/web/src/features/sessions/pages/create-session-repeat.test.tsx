import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { publicConfig } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import CreateSessionPage from './create-session-page';

/* The create form's weekly pattern and its preview (docs/product.md#meetings). */

function stubCreate() {
  const bodies: unknown[] = [];
  mockApi(({ method, url, body }) => {
    if (url === '/api/config') return Response.json(publicConfig({ timeZone: 'UTC' }));
    if (method !== 'POST' || url !== '/api/sessions') return undefined;
    bodies.push(body);
    return Response.json({ _id: 'x', insertedId: 'x' }, { status: 201 });
  });
  return bodies;
}

const renderPage = () =>
  renderWithProviders(<CreateSessionPage />, {
    user: { id: 't1', name: 'Tia Tutor', email: 'tia@example.com', role: 'tutor' },
    toasts: true,
  });

const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillForm() {
  await userEvent.type(screen.getByLabelText('Session Title'), 'Term algebra');
  await userEvent.type(screen.getByLabelText('Session Description'), 'Every week.');
  setDate('Registration Start Date', '2027-01-04');
  setDate('Registration End Date', '2027-01-10');
  // A Monday.
  setDate('Class Start Date', '2027-01-11');
  setDate('Class End Date', '2027-01-11');
  await userEvent.type(screen.getByLabelText('Session Duration'), 'A term');
}

const preview = () => screen.getByRole('region', { name: 'Meetings this makes' });

describe('CreateSessionPage, a class that repeats weekly', () => {
  it('repeats on the weekdays chosen until a day, skipping dates, previews it and sends it', async () => {
    const bodies = stubCreate();
    renderPage();
    await fillForm();
    expect(await within(preview()).findByText('The class meets once.')).toBeVisible();

    await userEvent.click(screen.getByLabelText('Repeats weekly'));
    const weekdays = screen.getByRole('group', { name: 'On' });
    // The class start's weekday to begin with.
    expect(within(weekdays).getByLabelText('Monday')).toBeChecked();
    await userEvent.click(within(weekdays).getByLabelText('Thursday'));
    // The last day is asked beside the weekdays, once.
    expect(screen.queryByLabelText('Class End Date')).toBeNull();
    setDate('Until', '2027-01-28');
    expect(within(preview()).getByText('The class meets 6 times.')).toBeVisible();

    const skipping = screen.getByRole('group', { name: 'Skipping' });
    setDate('Date to skip', '2027-01-18');
    await userEvent.click(within(skipping).getByRole('button', { name: 'Skip date' }));
    expect(within(skipping).getByRole('list', { name: 'Skipped dates' })).toHaveTextContent(
      'Jan 18, 2027',
    );
    expect(within(preview()).getByText('The class meets 5 times.')).toBeVisible();
    expect(
      within(preview())
        .getAllByRole('listitem')
        .map((item) => item.querySelector('time')?.getAttribute('datetime')),
    ).toEqual([
      '2027-01-11T09:00:00.000Z',
      '2027-01-14T09:00:00.000Z',
      '2027-01-21T09:00:00.000Z',
      '2027-01-25T09:00:00.000Z',
      '2027-01-28T09:00:00.000Z',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(
      await screen.findByText('Session created successfully! ✅ (Waiting for approval)'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        classStart: '2027-01-11',
        classEnd: '2027-01-28',
        classStartTime: '09:00',
        classEndTime: '10:00',
        repeat: { days: [1, 4], until: '2027-01-28', skip: ['2027-01-18'] },
      }),
    ]);
    // A new, empty form: every day again.
    expect(screen.getByLabelText('Repeats weekly')).not.toBeChecked();
    expect(screen.getByLabelText('Class End Date')).toHaveValue('');
  });

  it('says what is wrong before sending: no weekday, too many meetings, no last day', async () => {
    const bodies = stubCreate();
    renderPage();
    await fillForm();
    await userEvent.click(screen.getByLabelText('Repeats weekly'));
    await userEvent.click(screen.getByLabelText('Monday'));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one weekday');
    expect(screen.getByRole('group', { name: 'On' })).toHaveAccessibleDescription(
      'Choose at least one weekday Fill in the class dates and times to see its meetings.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(screen.getByLabelText('Monday')).toHaveFocus();

    await userEvent.click(screen.getByLabelText('Tuesday'));
    await userEvent.click(screen.getByLabelText('Wednesday'));
    // Two days a week for a year: more than the API's hundred, said beside the field at once.
    setDate('Until', '2028-01-11');
    expect(within(preview()).getByText('A session meets at most 100 times')).toBeVisible();
    expect(screen.getByLabelText('Until')).toHaveAccessibleDescription(
      'A session meets at most 100 times',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(screen.getByLabelText('Until')).toHaveFocus();
    expect(bodies).toEqual([]);

    setDate('Until', '');
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(await screen.findByText('Until is required')).toBeVisible();
    expect(bodies).toEqual([]);

    setDate('Until', '2027-02-05');
    expect(within(preview()).getByText('The class meets 8 times.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    await screen.findByText('Session created successfully! ✅ (Waiting for approval)');
    expect(bodies).toEqual([
      expect.objectContaining({ repeat: { days: [2, 3], until: '2027-02-05', skip: [] } }),
    ]);
  });

  it('meets every day again when the pattern is turned off, keeping the last day', async () => {
    const bodies = stubCreate();
    renderPage();
    await fillForm();
    await userEvent.click(screen.getByLabelText('Repeats weekly'));
    setDate('Until', '2027-01-13');
    await userEvent.click(screen.getByLabelText('Repeats weekly'));
    expect(screen.queryByRole('group', { name: 'On' })).toBeNull();
    expect(screen.getByLabelText('Class End Date')).toHaveValue('2027-01-13');
    expect(within(preview()).getByText('The class meets 3 times.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    await screen.findByText('Session created successfully! ✅ (Waiting for approval)');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('repeat');
    expect(bodies[0]).toMatchObject({ classEnd: '2027-01-13' });
  });
});
