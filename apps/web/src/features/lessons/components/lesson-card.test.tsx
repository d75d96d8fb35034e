import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cancellationDeadline, type LessonDto } from '@studyhall/shared';
import { publicConfigQueryOptions } from '@/lib/config';
import { formatMoment } from '@/lib/datetime';
import { applyLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { hoursFromNow, publicConfig } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import { LessonCard } from './lesson-card';

const student = {
  id: 'st1',
  name: 'Sam Student',
  email: 'sam@example.com',
  role: 'student' as const,
};

const tutor = { id: 'tu1', name: 'Tia Tutor', email: 'tia@example.com', role: 'tutor' as const };

function lessonDto(overrides: Partial<LessonDto> = {}): LessonDto {
  const startsAt = hoursFromNow(48);
  return {
    _id: 'l1',
    lessonTypeId: 't1',
    title: 'Algebra one-to-one',
    tutorId: 'tu1',
    tutorName: 'Tia Tutor',
    studentId: student.id,
    studentName: student.name,
    startsAt,
    endsAt: new Date(new Date(startsAt).getTime() + 3_600_000).toISOString(),
    feeCents: 2500,
    location: 'Room 4',
    meetingUrl: null,
    status: 'booked',
    sequence: 0,
    cancelledAt: null,
    cancelledBy: null,
    refund: null,
    attendance: null,
    createdAt: hoursFromNow(-1),
    ...overrides,
  };
}

function renderCard(lesson: LessonDto, viewer: 'student' | 'tutor' = 'student') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    publicConfigQueryOptions().queryKey,
    publicConfig({ cancellationHours: 24 }),
  );
  renderWithProviders(
    <LessonCard lesson={lesson} viewer={viewer} section="upcoming" onResult={() => {}} />,
    { queryClient, user: viewer === 'student' ? student : tutor },
  );
  return screen.getByRole('article');
}

describe('LessonCard, as its student sees it', () => {
  it('says the deadline and, before cancelling, the refund and who is told', async () => {
    mockApi();
    const lesson = lessonDto();
    const card = renderCard(lesson);
    const deadline = formatMoment(cancellationDeadline(lesson.startsAt, 24));
    expect(card).toHaveTextContent(`You can cancel or reschedule until ${deadline}.`);

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel lesson' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this lesson?' });
    const happens = within(dialog).getByRole('list', { name: 'What will happen' });
    expect(happens).toHaveTextContent('$25.00 is refunded in full');
    expect(happens).toHaveTextContent('Tia Tutor is told');
  });

  it("offers the lesson's own time to Google, Outlook and as its .ics file", async () => {
    mockApi();
    const lesson = lessonDto({ meetingUrl: 'https://meet.example.com/l1' });
    const card = renderCard(lesson);
    await userEvent.click(within(card).getByRole('button', { name: 'Add to calendar' }));

    const compact = (instant: string) => instant.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const google = new URL(
      within(card).getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!,
    );
    expect(google.searchParams.get('text')).toBe('Algebra one-to-one');
    expect(google.searchParams.get('dates')).toBe(
      `${compact(lesson.startsAt)}/${compact(lesson.endsAt)}`,
    );
    expect(google.searchParams.get('location')).toBe('Room 4');
    expect(google.searchParams.get('details')).toContain(
      'One-to-one lesson: Tia Tutor with Sam Student.',
    );
    expect(google.searchParams.get('details')).toContain('https://meet.example.com/l1');
    const outlook = new URL(
      within(card).getByRole('link', { name: 'Outlook (Microsoft 365)' }).getAttribute('href')!,
    );
    expect(outlook.searchParams.get('enddt')).toBe(lesson.endsAt.replace(/\.\d{3}/, ''));
    expect(within(card).getByRole('link', { name: 'Outlook.com' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Download .ics file' })).toHaveAttribute(
      'href',
      '/api/lessons/l1/calendar.ics',
    );
  });

  it('keeps the buttons, disabled, once the deadline has passed', () => {
    mockApi();
    const card = renderCard(lessonDto({ startsAt: hoursFromNow(3), endsAt: hoursFromNow(4) }));
    expect(within(card).getByRole('button', { name: 'Cancel lesson' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Reschedule' })).toBeDisabled();
    expect(card).toHaveTextContent('The cancellation deadline has passed');
  });
});

describe('LessonCard, as its tutor sees it once the lesson has begun', () => {
  afterEach(() => applyLanguage('en'));

  it.each([
    ['es', 'Presente', 'Ausente'],
    ['ar', 'حاضر', 'غائب'],
  ] as const)(
    'marks attendance in the reader’s language (%s)',
    async (language, present, absent) => {
      await applyLanguage(language);
      mockApi();
      const card = renderCard(
        lessonDto({ startsAt: hoursFromNow(-1), endsAt: hoursFromNow(0), attendance: 'absent' }),
        'tutor',
      );
      const marks = within(card).getByRole('group', { name: /Sam Student/ });
      expect(within(marks).getByRole('button', { name: present })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(within(marks).getByRole('button', { name: absent })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    },
  );
});
