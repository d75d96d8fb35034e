import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntryDto } from '@studyhall/shared';
import { applyLanguage } from '@/lib/i18n';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
import AuditLogPage from './audit-log-page';

const refund: AuditEntryDto = {
  _id: 'a1',
  actorId: null,
  actorEmail: null,
  action: 'payment.refunded',
  targetType: 'payment',
  targetId: 'p-1',
  detail: { reason: 'No seat left', automatic: true },
  ip: null,
  createdAt: '2026-03-02T08:30:00.000Z',
};

async function renderIn(language: 'es' | 'ar') {
  await applyLanguage(language);
  mockApi(({ path }) => (path === '/api/admin/audit' ? listOf([refund]) : undefined));
  renderWithProviders(<AuditLogPage />, {
    route: '/dashboard/audit-log',
    user: { id: 'u-admin', name: 'Ada', email: 'ada@example.com', role: 'admin' },
  });
  return screen.findByRole('table');
}

describe('AuditLogPage in other languages', () => {
  afterEach(() => applyLanguage('en'));

  it('reads in Spanish', async () => {
    const table = await renderIn('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Registro de auditoría');
    expect(screen.getByRole('button', { name: 'Aplicar filtros' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Cuándo' })).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Pago reembolsado');
    expect(row).toHaveTextContent('Automático: Sí');
    expect(row).toHaveTextContent('Motivo: No seat left');
  });

  it('reads in Arabic', async () => {
    const table = await renderIn('ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سجل التدقيق');
    expect(screen.getByRole('button', { name: 'مسح المرشِّحات' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'الإجراء' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('استرداد الدفعة');
  });
});
