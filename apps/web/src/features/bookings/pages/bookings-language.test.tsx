import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { publicConfigQueryOptions } from '@/lib/config';
import { createQueryClient } from '@/lib/query-client';
import { bookingDto, hoursFromNow, publicConfig } from '@/test/factories';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
import BookedSessionsPage from './booked-sessions-page';

const upcoming = bookingDto({
  _id: 'b1',
  sessionTitle: 'Cell biology',
  startsAt: hoursFromNow(72),
  endsAt: hoursFromNow(74),
});
const cancelled = bookingDto({
  _id: 'b2',
  sessionTitle: 'Dropped physics',
  cancelledAt: hoursFromNow(-1),
  cancelledBy: 'tutor',
});

function renderPage() {
  mockApi(({ method, path }) => {
    if (path === '/api/bookedSessions') return listOf([upcoming, cancelled]);
    if (method === 'GET' && path === '/api/me/calendar') {
      return Response.json({ url: 'https://studyhall.test/api/calendar/token.ics' });
    }
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, publicConfig());
  renderWithProviders(<BookedSessionsPage />, {
    queryClient,
    user: { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'student' },
  });
}

describe('My Booked Sessions in another language', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('reads in Spanish', async () => {
    await applyLanguage('es');
    renderPage();
    await screen.findByRole('heading', { name: 'Cell biology' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mis sesiones reservadas');
    const coming = screen.getByRole('region', { name: /^Próximas/ });
    expect(within(coming).getByRole('button', { name: 'Cancelar la reserva' })).toBeEnabled();
    expect(within(coming).getByRole('link', { name: 'Ver detalles' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Canceladas/ })).toHaveTextContent('por el tutor');
    expect(await screen.findByRole('button', { name: 'Cambiar el enlace' })).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await applyLanguage('ar');
    renderPage();
    await screen.findByRole('heading', { name: 'Cell biology' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('جلساتي المحجوزة');
    const coming = screen.getByRole('region', { name: /^القادمة/ });
    expect(within(coming).getByRole('button', { name: 'إلغاء الحجز' })).toBeEnabled();
    expect(within(coming).getByRole('link', { name: 'عرض التفاصيل' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^الملغاة/ })).toHaveTextContent('من قِبل المدرّس');
    expect(await screen.findByRole('button', { name: 'تغيير الرابط' })).toBeInTheDocument();
  });
});
