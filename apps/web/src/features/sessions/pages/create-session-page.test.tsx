import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoment, formatSpan, zoneName } from '@/lib/datetime';
import { applyLanguage } from '@/lib/i18n';
import { publicConfig } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import CreateSessionPage from './create-session-page';

/** `POST /api/sessions` answers `status`; the body sent is recorded. */
function stubCreate(status: number) {
  const bodies: unknown[] = [];
  mockApi(({ method, url, body }) => {
    if (url === '/api/config') return Response.json(publicConfig({ timeZone: 'Europe/Paris' }));
    if (method !== 'POST' || url !== '/api/sessions') return undefined;
    bodies.push(body);
    return status === 201
      ? Response.json({ _id: 'x', insertedId: 'x' }, { status })
      : Response.json({ message: 'Something went wrong on our side.' }, { status });
  });
  return bodies;
}

const renderPage = () =>
  renderWithProviders(<CreateSessionPage />, {
    user: { id: 't1', name: 'Tia Tutor', email: 'tia@example.com', role: 'tutor' },
    toasts: true,
  });

async function fillForm() {
  await userEvent.type(screen.getByLabelText('Session Title'), 'Geometry');
  await userEvent.type(screen.getByLabelText('Session Description'), 'Angles and proofs.');
  const dates = {
    'Registration Start Date': '2026-04-01',
    'Registration End Date': '2026-04-10',
    'Class Start Date': '2026-04-15',
    'Class End Date': '2026-04-20',
  };
  for (const [label, value] of Object.entries(dates)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  await userEvent.type(screen.getByLabelText('Session Duration'), '2 hours');
}

describe('CreateSessionPage', () => {
  it('shows the tutor and a fee of 0 read-only, and sends the form fields only', async () => {
    const bodies = stubCreate(201);
    renderPage();
    expect(screen.getByLabelText('Tutor Name')).toHaveValue('Tia Tutor');
    expect(screen.getByLabelText('Tutor Email')).toHaveValue('tia@example.com');
    expect(screen.getByLabelText('Registration Fee')).toHaveValue(0);
    expect(screen.getByLabelText('Registration Fee')).toHaveAttribute('readonly');

    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(
      await screen.findByText('Session created successfully! ✅ (Waiting for approval)'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        title: 'Geometry',
        description: 'Angles and proofs.',
        registrationStart: '2026-04-01',
        registrationEnd: '2026-04-10',
        classStart: '2026-04-15',
        classEnd: '2026-04-20',
        duration: '2 hours',
        classStartTime: '09:00',
        classEndTime: '10:00',
        meetingUrl: null,
        capacity: null,
      },
    ]);
    expect(screen.getByLabelText('Session Title')).toHaveValue('');
  });

  // The API's messages name JSON fields ('registrationStart is required'); the form uses words.
  it('names the fields in words in its own error texts', async () => {
    const bodies = stubCreate(201);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    const errors = await screen.findAllByRole('alert');
    expect(errors.map((error) => error.textContent)).toEqual([
      'Title is required',
      'Description is required',
      'Registration start is required',
      'Registration end is required',
      'Class start is required',
      'Class end is required',
      'Duration is required',
    ]);
    expect(screen.getByLabelText('Registration Start Date')).toHaveAccessibleDescription(
      /Registration start is required$/,
    );

    await fillForm();
    fireEvent.change(screen.getByLabelText('Registration End Date'), {
      target: { value: '2026-03-01' },
    });
    fireEvent.change(screen.getByLabelText('Class End Date'), { target: { value: '2026-04-14' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(
      await screen.findByText('Registration end must be on or after registration start'),
    ).toBeInTheDocument();
    expect(screen.getByText('Class end must be on or after class start')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends the class times, place, meeting link and seat limit, in the platform zone', async () => {
    const bodies = stubCreate(201);
    renderPage();
    const zoneNote = `Dates and times are in the school's time zone: ${zoneName('Europe/Paris')} (Europe/Paris).`;
    expect(await screen.findByText(zoneNote)).toBeInTheDocument();
    expect(screen.getByLabelText('Class Start Time')).toHaveAccessibleDescription(zoneNote);
    expect(screen.getByLabelText('Class Start Date')).toHaveAccessibleDescription(zoneNote);
    const preview = screen.getByTestId('times-preview');
    expect(preview).toHaveTextContent('Fill in the dates to see them in your time.');
    await fillForm();
    fireEvent.change(screen.getByLabelText('Class Start Time'), { target: { value: '14:30' } });
    fireEvent.change(screen.getByLabelText('Class End Time'), { target: { value: '16:00' } });
    // 14:30 in Paris (summer time, UTC+2) is 12:30 UTC, read back in the tutor's own zone.
    expect(preview).toHaveTextContent(`In your time (${zoneName()})`);
    expect(preview).toHaveTextContent(
      `Class: ${formatSpan('2026-04-15T12:30:00Z', '2026-04-20T14:00:00Z')}`,
    );
    expect(preview).toHaveTextContent(
      `Registration: from ${formatMoment('2026-03-31T22:00:00Z')} to ${formatMoment('2026-04-10T22:00:00Z')}`,
    );
    await userEvent.type(screen.getByLabelText('Location (optional)'), 'Room 204');
    await userEvent.type(screen.getByLabelText('Meeting Link (optional)'), 'https://meet.test/x');
    await userEvent.type(screen.getByLabelText('Seat Limit'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(
      await screen.findByText('Session created successfully! ✅ (Waiting for approval)'),
    ).toBeInTheDocument();
    expect(bodies).toMatchObject([
      {
        classStartTime: '14:30',
        classEndTime: '16:00',
        location: 'Room 204',
        meetingUrl: 'https://meet.test/x',
        capacity: 12,
      },
    ]);
  });

  it('checks the times, the meeting link and the seat limit before sending', async () => {
    const bodies = stubCreate(201);
    renderPage();
    await fillForm();
    // One-day class: the end time must come after the start time.
    fireEvent.change(screen.getByLabelText('Class End Date'), { target: { value: '2026-04-15' } });
    fireEvent.change(screen.getByLabelText('Class Start Time'), { target: { value: '11:00' } });
    fireEvent.change(screen.getByLabelText('Class End Time'), { target: { value: '10:00' } });
    await userEvent.type(screen.getByLabelText('Meeting Link (optional)'), 'ftp://files.test');
    await userEvent.type(screen.getByLabelText('Seat Limit'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));

    expect(
      await screen.findByText('Class end time must be after class start time'),
    ).toBeInTheDocument();
    expect(screen.getByText('Meeting link must be an http(s) link')).toBeInTheDocument();
    expect(screen.getByText('Seat limit must be at least 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Seat Limit')).toHaveAccessibleDescription(
      'Leave empty for no limit. Seat limit must be at least 1',
    );

    await userEvent.clear(screen.getByLabelText('Seat Limit'));
    await userEvent.type(screen.getByLabelText('Seat Limit'), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(await screen.findByText('Seat limit must be a whole number')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("says 'Failed to create session ❌' when the server fails", async () => {
    stubCreate(500);
    renderPage();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(await screen.findByText('Failed to create session ❌')).toBeInTheDocument();
    expect(screen.getByLabelText('Session Title')).toHaveValue('Geometry');
  });
});

describe('CreateSessionPage in another language', () => {
  afterEach(() => applyLanguage('en'));

  it.each([
    [
      'es',
      'Crear la sesión',
      [
        'Título es un campo obligatorio',
        'Descripción es un campo obligatorio',
        'Inicio de la inscripción es un campo obligatorio',
        'Fin de la inscripción es un campo obligatorio',
        'Inicio de las clases es un campo obligatorio',
        'Fin de las clases es un campo obligatorio',
        'Duración es un campo obligatorio',
      ],
    ],
    [
      'ar',
      'إنشاء الجلسة',
      [
        'العنوان: حقل مطلوب',
        'الوصف: حقل مطلوب',
        'بدء التسجيل: حقل مطلوب',
        'انتهاء التسجيل: حقل مطلوب',
        'بدء الصفوف: حقل مطلوب',
        'انتهاء الصفوف: حقل مطلوب',
        'المدة: حقل مطلوب',
      ],
    ],
  ] as const)('names the fields in its words (%s)', async (language, submit, expected) => {
    await applyLanguage(language);
    stubCreate(201);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: submit }));
    const errors = await screen.findAllByRole('alert');
    expect(errors.map((error) => error.textContent)).toEqual(expected);
  });
});
