import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntryDto } from '@studyhall/shared';
import { applyLanguage } from '@/lib/i18n';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
import AuditLogPage from './audit-log-page';

const roleChange: AuditEntryDto = {
  _id: 'a0',
  actorId: 'u-admin',
  actorEmail: 'ada@example.com',
  action: 'user.roleChanged',
  targetType: 'user',
  targetId: 'u-sam',
  detail: { to: 'tutor', from: 'student' },
  ip: '203.0.113.7',
  createdAt: '2026-03-01T10:00:00.000Z',
};
const refund: AuditEntryDto = {
  _id: 'a1',
  actorId: null,
  actorEmail: null,
  action: 'payment.refunded',
  targetType: 'payment',
  targetId: 'p-1',
  detail: { cause: 'sessionCancelled', reason: 'The tutor is ill', automatic: true },
  ip: null,
  createdAt: '2026-03-02T08:30:00.000Z',
};

const attendance: AuditEntryDto = {
  _id: 'a2',
  actorId: 'u-tutor',
  actorEmail: 'tia@example.com',
  action: 'booking.attendanceMarked',
  targetType: 'booking',
  targetId: 'b-1',
  detail: { status: 'absent', previous: 'present', studentEmail: 'sam@example.com' },
  ip: null,
  createdAt: '2026-03-03T09:00:00.000Z',
};
const schoolRole: AuditEntryDto = {
  _id: 'a3',
  actorId: null,
  actorEmail: null,
  action: 'user.roleChanged',
  targetType: 'user',
  targetId: 'u-ann',
  detail: { from: 'student', to: 'tutor', via: 'school sign-in', claim: 'groups' },
  ip: null,
  createdAt: '2026-03-04T09:00:00.000Z',
};
const rejection: AuditEntryDto = {
  _id: 'a4',
  actorId: 'u-admin',
  actorEmail: 'ada@example.com',
  action: 'session.rejected',
  targetType: 'session',
  targetId: 's-1',
  detail: { reason: 'Too short', feedback: 'Add a plan', title: 'Algebra' },
  ip: null,
  createdAt: '2026-03-05T09:00:00.000Z',
};

async function renderIn(language: 'es' | 'ar') {
  await applyLanguage(language);
  mockApi(({ path }) =>
    path === '/api/admin/audit'
      ? listOf([roleChange, refund, attendance, schoolRole, rejection])
      : undefined,
  );
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
    const [change, row, marked, bySchool, rejected] = within(table).getAllByRole('row').slice(1);
    expect(change).toHaveTextContent('Rol cambiado');
    expect(change).toHaveTextContent('De: estudianteA: tutor');
    expect(row).toHaveTextContent('Pago reembolsado');
    expect(row).toHaveTextContent('Automático: Sí');
    // The platform's cause reads in the reader's language; the tutor's words as they wrote them.
    expect(row).toHaveTextContent('Causa: Sesión cancelada');
    expect(row).toHaveTextContent('Motivo: The tutor is ill');
    expect(marked).toHaveTextContent('Anterior: presente');
    expect(marked).toHaveTextContent('Estado: ausente');
    expect(bySchool).toHaveTextContent('Mediante: inicio de sesión del centro');
    expect(bySchool).toHaveTextContent('Atributo del proveedor: groups');
    expect(rejected).toHaveTextContent('Comentarios: Add a plan');
  });

  it('reads in Arabic', async () => {
    const table = await renderIn('ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سجل التدقيق');
    expect(screen.getByRole('button', { name: 'مسح المرشِّحات' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'الإجراء' })).toBeInTheDocument();
    const [change, refunded, marked, bySchool, rejected] = within(table)
      .getAllByRole('row')
      .slice(1);
    expect(change).toHaveTextContent('من: طالب');
    expect(refunded).toHaveTextContent('استرداد الدفعة');
    expect(refunded).toHaveTextContent('سبب الاسترداد: أُلغيت الجلسة');
    expect(marked).toHaveTextContent('غائب');
    expect(bySchool).toHaveTextContent('عبر: تسجيل الدخول المدرسي');
    expect(rejected).toHaveTextContent('ملاحظات: Add a plan');
  });
});
