import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, type NotificationPreferencesDto, type Role } from '@studyhall/shared';
import { authKeys } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { mockApi, renderWithProviders, type ApiHandler } from '@/test/test-utils';
import ProfilePage from './profile-page';

const allOn: NotificationPreferencesDto = {
  email: { reminders: true, bookingUpdates: true, sessionUpdates: true, adminAlerts: true },
};

/** The preferences (all on; a PUT sets what it names), then whatever `more` answers. */
function stubApi(more: ApiHandler = () => undefined) {
  let preferences = allOn;
  return mockApi((request) => {
    if (request.path === '/api/me/notification-preferences') {
      if (request.method === 'PUT') {
        const { email } = request.body as Partial<NotificationPreferencesDto>;
        preferences = { email: { ...preferences.email, ...email } };
      }
      return Response.json(preferences);
    }
    return more(request);
  });
}

// Deleting the account forgets the session in the app's own query client.
const renderPage = (role: Role = 'student') =>
  renderWithProviders(null, {
    queryClient,
    user: { id: 'u1', name: 'Sam Student', email: 'sam@example.com', role },
    toasts: true,
    routes: [
      { path: '/dashboard/profile', Component: ProfilePage },
      { path: '/', element: <h1>Home</h1> },
    ],
    route: '/dashboard/profile',
  });

const passwordSection = () => screen.getByRole('region', { name: 'Change password' });

async function changePassword(current: string, next: string, confirmation: string) {
  const section = passwordSection();
  if (current) await userEvent.type(within(section).getByLabelText('Current password'), current);
  if (next) await userEvent.type(within(section).getByLabelText('New password'), next);
  if (confirmation) {
    await userEvent.type(within(section).getByLabelText('Confirm new password'), confirmation);
  }
  await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
}

describe('ProfilePage: name and photo', () => {
  it('saves the name on the account and reads the account again', async () => {
    const api = stubApi(({ method, url }) => {
      if (method === 'POST' && url === '/api/auth/update-user')
        return Response.json({ status: true });
      if (url === '/api/auth/get-session') {
        return Response.json({
          session: { id: 's', expiresAt: '' },
          user: { id: 'u1', name: 'Sam Renamed', email: 'sam@example.com', role: 'student' },
        });
      }
    });
    renderPage();
    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveValue('Sam Student');
    await userEvent.clear(name);
    await userEvent.type(name, 'Sam Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(messages.account.profileSaved)).toBeInTheDocument();
    expect(api.sent().find(({ url }) => url === '/api/auth/update-user')?.body).toEqual({
      name: 'Sam Renamed',
    });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(authKeys.session())).toMatchObject({
        user: { name: 'Sam Renamed' },
      }),
    );
  });
});

describe('ProfilePage: password', () => {
  it('checks the form before sending anything', async () => {
    const api = stubApi();
    renderPage();
    await changePassword('', '', '');
    const errors = await within(passwordSection()).findAllByRole('alert');
    expect(errors.map((error) => error.textContent)).toEqual([
      messages.account.currentPasswordRequired,
      messages.account.passwordRequired,
    ]);

    await changePassword('old-secret', 'new-secret', 'other-secret');
    expect(
      await within(passwordSection()).findByText(messages.account.passwordsDiffer),
    ).toBeVisible();
    expect(api.urls('POST')).toEqual([]);
  });

  it("changes it, or puts the server's refusal on the current password", async () => {
    let accepted = false;
    const api = stubApi(({ method, url }) => {
      if (method !== 'POST' || url !== '/api/auth/change-password') return undefined;
      if (accepted) return Response.json({ token: null });
      accepted = true;
      return Response.json({ message: 'Invalid password' }, { status: 400 });
    });
    renderPage();
    await changePassword('wrong-secret', 'new-secret', 'new-secret');
    const current = within(passwordSection()).getByLabelText('Current password');
    expect(await within(passwordSection()).findByRole('alert')).toHaveTextContent(
      'Invalid password',
    );
    expect(current).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(current);
    await userEvent.type(current, 'old-secret');
    await userEvent.click(
      within(passwordSection()).getByRole('button', { name: 'Change password' }),
    );
    expect(await screen.findByText(messages.account.passwordChanged)).toBeInTheDocument();
    expect(
      api
        .sent()
        .filter(({ method }) => method === 'POST')
        .map(({ body }) => body),
    ).toEqual([
      { currentPassword: 'wrong-secret', newPassword: 'new-secret' },
      { currentPassword: 'old-secret', newPassword: 'new-secret' },
    ]);
  });
});

describe('ProfilePage: email preferences', () => {
  it("offers a student's kinds only, and saves a switch the moment it moves", async () => {
    const api = stubApi();
    renderPage('student');
    const reminders = await screen.findByRole('switch', { name: 'Class reminders' });
    expect(screen.getAllByRole('switch').map((toggle) => toggle.getAttribute('id'))).toEqual([
      'email-reminders',
      'email-bookingUpdates',
    ]);
    expect(reminders).toBeChecked();
    expect(reminders).toHaveAccessibleDescription(/before a session you booked/);

    await userEvent.click(reminders);
    expect(reminders).not.toBeChecked();
    expect(await screen.findByText(messages.account.preferencesSaved)).toBeInTheDocument();
    expect(api.sent().find(({ method }) => method === 'PUT')?.body).toEqual({
      email: { reminders: false },
    });
    expect(screen.getByText(/Security emails/)).toBeInTheDocument();
  });

  it("offers an admin every kind, tutors' and admins' alerts too", async () => {
    stubApi();
    renderPage('admin');
    await screen.findByRole('switch', { name: 'Class reminders' });
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    expect(screen.getByRole('switch', { name: 'My sessions (as a tutor)' })).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'New sessions and tutor requests to review (admins)' }),
    ).toBeInTheDocument();
  });
});

describe('ProfilePage: delete account', () => {
  async function openDialog() {
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent(messages.account.deleteConfirm);
    return dialog;
  }

  it('asks for the password, deletes, forgets the session and goes home', async () => {
    const api = stubApi(({ method, url }) =>
      method === 'DELETE' && url === '/api/me'
        ? Response.json({ message: messages.account.accountDeleted })
        : undefined,
    );
    const { router } = renderPage();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.account.passwordRequired);

    await userEvent.type(within(dialog).getByLabelText('Password'), 'my-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(messages.account.accountDeleted)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(queryClient.getQueryData(authKeys.session())).toBeNull();
    expect(api.sent().find(({ method }) => method === 'DELETE')?.body).toEqual({
      password: 'my-secret',
    });
  });

  it('confirms with the email when the account has no password (Google only)', async () => {
    const api = stubApi(({ method, body }) => {
      if (method !== 'DELETE') return undefined;
      return (body as { email?: string }).email
        ? Response.json({ message: messages.account.accountDeleted })
        : Response.json(
            {
              message: 'Type your email address to confirm',
              code: 'EMAIL_CONFIRMATION_REQUIRED',
            },
            { status: 400 },
          );
    });
    renderPage();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'anything');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    const email = await within(dialog).findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Type your email address to confirm',
    );
    await userEvent.type(email, 'sam@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(messages.account.accountDeleted)).toBeInTheDocument();
    expect(
      api
        .sent()
        .filter(({ method }) => method === 'DELETE')
        .map(({ body }) => body),
    ).toEqual([{ password: 'anything' }, { email: 'sam@example.com' }]);
  });

  it("shows the server's refusal (the last admin) and keeps the account", async () => {
    const lastAdmin = 'The last admin cannot delete their account';
    stubApi(({ method }) =>
      method === 'DELETE' ? Response.json({ message: lastAdmin }, { status: 409 }) : undefined,
    );
    const { router } = renderPage('admin');
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'my-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(lastAdmin);
    expect(router.state.location.pathname).toBe('/dashboard/profile');
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeEnabled(),
    );
  });
});

describe('ProfilePage: tutor profile', () => {
  const saved = {
    _id: 'u1',
    name: 'Sam Student',
    photo: null,
    bio: 'I teach algebra.',
    subjects: ['Algebra'],
    sessionCount: 2,
    reviewCount: 1,
    averageRating: 5,
  };

  /** The tutor's profile as the server keeps it; a PUT replaces bio and subjects. */
  function stubTutor() {
    let profile = saved;
    return stubApi(({ method, path, body }) => {
      if (path === '/api/me/tutor-profile' && method === 'PUT') {
        profile = { ...profile, ...(body as object) };
        return Response.json(profile);
      }
      if (path === '/api/tutors/u1') return Response.json(profile);
    });
  }

  const section = () => screen.getByRole('region', { name: 'Tutor profile' });
  const subjectBox = () => within(section()).getByLabelText('Add a subject');
  /** Puts `text` in a field at once: typing every character would make the test slow. */
  async function enter(field: HTMLElement, text: string) {
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste(text);
  }
  async function addSubject(subject: string) {
    await enter(subjectBox(), subject);
    await userEvent.keyboard('{Enter}');
  }
  const subjectsShown = () =>
    within(section())
      .queryAllByRole('listitem')
      .map((item) => item.textContent?.replace('✕', ''));

  it('is only for tutors', async () => {
    stubApi();
    renderPage('student');
    await screen.findByRole('region', { name: 'Email notifications' });
    expect(screen.queryByRole('region', { name: 'Tutor profile' })).toBeNull();
  });

  it('edits the bio and subjects, saves them and links to the public profile', async () => {
    const api = stubTutor();
    renderPage('tutor');
    const bio = await within(section()).findByLabelText('Bio');
    expect(bio).toHaveValue('I teach algebra.');
    expect(within(section()).getByText('16 of 2000 characters')).toBeInTheDocument();
    expect(subjectsShown()).toEqual(['Algebra']);

    await enter(bio, 'Algebra and geometry, step by step.');
    await addSubject('Geometry');
    await enter(subjectBox(), '  Calculus ');
    await userEvent.click(within(section()).getByRole('button', { name: 'Add' }));
    expect(subjectsShown()).toEqual(['Algebra', 'Geometry', 'Calculus']);
    expect(subjectBox()).toHaveValue('');

    await userEvent.click(within(section()).getByRole('button', { name: 'Remove Algebra' }));
    expect(subjectsShown()).toEqual(['Geometry', 'Calculus']);
    expect(subjectBox()).toHaveFocus();

    await userEvent.click(within(section()).getByRole('button', { name: 'Save tutor profile' }));
    expect(await screen.findByText(messages.account.profileSaved)).toBeInTheDocument();
    expect(api.sent().find(({ method }) => method === 'PUT')?.body).toEqual({
      bio: 'Algebra and geometry, step by step.',
      subjects: ['Geometry', 'Calculus'],
    });
    expect(
      within(section()).getByRole('link', { name: 'View your public profile' }),
    ).toHaveAttribute('href', '/tutors/u1');
  });

  it('checks each subject and the bio with the API schema before sending', async () => {
    const api = stubTutor();
    renderPage('tutor');
    const bio = await within(section()).findByLabelText('Bio');

    await addSubject('x'.repeat(41));
    expect(within(section()).getByRole('alert')).toHaveTextContent(
      'each subject must be at most 40 characters',
    );
    expect(subjectBox()).toHaveAttribute('aria-invalid', 'true');

    await addSubject('ALGEBRA');
    expect(within(section()).getByRole('alert')).toHaveTextContent(
      'ALGEBRA is already in your subjects',
    );

    for (const n of [2, 3, 4, 5, 6, 7, 8, 9, 10]) await addSubject(`Subject ${n}`);
    expect(subjectsShown()).toHaveLength(10);
    expect(within(section()).getByText('(10 of 10 subjects)')).toBeInTheDocument();
    await addSubject('One too many');
    expect(within(section()).getByRole('alert')).toHaveTextContent(
      'subjects must have at most 10 entries',
    );
    expect(subjectsShown()).toHaveLength(10);

    await enter(bio, 'b'.repeat(2001));
    await userEvent.click(within(section()).getByRole('button', { name: 'Save tutor profile' }));
    expect(within(section()).getAllByRole('alert')[0]).toHaveTextContent(
      'bio must be at most 2000 characters',
    );
    expect(bio).toHaveAttribute('aria-invalid', 'true');
    expect(bio).toHaveFocus();
    expect(api.sent().filter(({ method }) => method === 'PUT')).toEqual([]);
  });
});
