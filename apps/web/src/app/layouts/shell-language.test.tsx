import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { listOf, mockApi, renderWithProviders, signInAs } from '@/test/test-utils';
import NotFoundPage from '../routes/not-found-page';
import { DashboardLayout } from './dashboard-layout';
import { RootLayout } from './root-layout';

function renderShell(url: string) {
  signInAs(queryClient, { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'student' });
  mockApi(({ path }) => (path === '/api/notifications' ? listOf([]) : undefined));
  renderWithProviders(null, {
    queryClient,
    route: url,
    routes: [
      { Component: RootLayout, children: [{ path: '*', Component: NotFoundPage }] },
      {
        path: '/dashboard',
        Component: DashboardLayout,
        children: [{ index: true, element: <p>dashboard page</p> }],
      },
    ],
  });
}

// ScrollRestoration scrolls on every navigation; jsdom has no layout to scroll.
beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));

describe('the shell in other languages', () => {
  afterEach(() => applyLanguage('en'));

  it('reads in Spanish: the 404 page, the skip link and the footer', async () => {
    await applyLanguage('es');
    renderShell('/nowhere');
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeInTheDocument();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Enlaces rápidos' })).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'StudyHall en X' })).toBeVisible();
    expect(footer).toHaveTextContent('Todos los derechos reservados.');
  });

  it('reads in Arabic: the dashboard menu', async () => {
    await applyLanguage('ar');
    renderShell('/dashboard');
    expect(await screen.findByRole('button', { name: 'القائمة' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'لوحة التحكم' });
    expect(within(menu).getByRole('link', { name: 'الصفحة الرئيسية للوحة التحكم' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
  });
});
