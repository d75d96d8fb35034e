import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@studyhall/shared';
import { applyLanguage, currentLanguage } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import ProfilePage from './profile-page';

afterEach(() => applyLanguage('en'));

const renderPage = () =>
  renderWithProviders(null, {
    user: { id: 'u1', name: 'Sam Student', email: 'sam@example.com', role: 'student' },
    routes: [{ path: '/dashboard/profile', Component: ProfilePage }],
    route: '/dashboard/profile',
  });

describe('ProfilePage: the language', () => {
  it('switches the page and keeps the choice for the account', async () => {
    const api = mockApi(({ method, url, path }) => {
      if (method === 'POST' && url === '/api/auth/update-user')
        return Response.json({ status: true });
      if (path === '/api/me/notification-preferences')
        return Response.json({ email: { reminders: true, bookingUpdates: true } });
    });
    await applyLanguage('en');
    const { unmount } = renderPage();
    const section = screen.getByRole('region', { name: 'Language' });
    const select = within(section).getByRole('combobox', { name: 'Language' });
    expect(select).toHaveAccessibleDescription(
      "StudyHall's pages and emails come to you in this language.",
    );
    await userEvent.selectOptions(select, 'es');

    await vi.waitFor(() => expect(currentLanguage()).toBe('es'));
    // The app renders its pages anew in the new language (app.tsx); so does this test.
    unmount();
    renderPage();
    expect(screen.getByRole('region', { name: 'Idioma' })).toBeInTheDocument();
    // The shared messages follow the page's language.
    expect(messages.account.profileSaved).toBe('Perfil actualizado ✅');
    await vi.waitFor(() =>
      expect(api.sent().find(({ url }) => url === '/api/auth/update-user')?.body).toEqual({
        language: 'es',
      }),
    );
  });

  it('reads the shared messages in Arabic on an Arabic page', async () => {
    await applyLanguage('ar');
    expect(messages.bookings.booked).toBe('تم حجز الجلسة بنجاح 🎉');
    await applyLanguage('en');
    expect(messages.bookings.booked).toBe('Session booked successfully 🎉');
  });
});
