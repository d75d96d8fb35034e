import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatsDto } from '@studyhall/shared';
import { applyLanguage } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import Insights from './components/insights';

const numbers: StatsDto = {
  from: '2026-03-02',
  to: '2026-03-15',
  timeZone: 'UTC',
  users: { student: 40, tutor: 5, admin: 2, total: 47 },
  sessions: { pending: 1, approved: 6, rejected: 2, cancelled: 1, total: 10 },
  bookings: 12,
  cancellations: 3,
  lessons: { booked: 4, cancelled: 1, revenue: 9000 },
  refunds: { count: 2, amount: 3750 },
  revenue: 30000,
  netRevenue: 26250,
  averageRating: 4.25,
  reviewCount: 3,
  attended: 7,
  noShows: 2,
  weekly: [{ weekStart: '2026-03-02', bookings: 12, revenue: 30000 }],
};

function renderInsights() {
  mockApi(({ path }) => (path === '/api/admin/stats' ? Response.json(numbers) : undefined));
  renderWithProviders(<Insights />, {
    route: '/dashboard',
    user: { id: 'a1', name: 'Ada', email: 'ada@example.com', role: 'admin' },
  });
}

describe('the insights in Spanish and Arabic', () => {
  afterEach(() => applyLanguage('en'));

  it('reads in Spanish', async () => {
    await applyLanguage('es');
    renderInsights();
    expect(screen.getByRole('heading', { level: 2, name: 'Estadísticas' })).toBeInTheDocument();
    expect(await screen.findByText('Clases particulares reservadas')).toBeInTheDocument();
    expect(screen.getAllByText(/de 5 \(3 reseñas\)$/)[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Exportaciones' })).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await applyLanguage('ar');
    renderInsights();
    expect(screen.getByRole('heading', { level: 2, name: 'الإحصاءات' })).toBeInTheDocument();
    expect(await screen.findByText('الدروس الخصوصية المحجوزة')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'الجلسات حسب الحالة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'التصدير' })).toBeInTheDocument();
  });
});
