import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserDto } from '@studyhall/shared';
import { applyLanguage } from '@/lib/i18n';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
import { TutorRequestsQueue } from '../components/tutor-requests-queue';
import ApproveTutorsPage from './approve-tutors-page';

const sam: UserDto = {
  _id: 'u2',
  name: 'Sam',
  email: 'sam@example.com',
  photo: null,
  role: 'student',
  created_at: '2026-01-01T00:00:00.000Z',
  last_log_in: null,
  pendingReason: 'I teach chemistry.',
};

const admin = { id: 'a1', name: 'Ada', email: 'ada@example.com', role: 'admin' } as const;

async function renderIn(language: 'es' | 'ar', students: UserDto[]) {
  await applyLanguage(language);
  mockApi(({ path }) => (path === '/api/users/pending-tutors' ? listOf(students) : undefined));
  renderWithProviders(
    <>
      <TutorRequestsQueue />
      <ApproveTutorsPage />
    </>,
    { user: admin },
  );
}

describe('the tutor request screens in other languages', () => {
  afterEach(() => applyLanguage('en'));

  it('read in Spanish, the decline dialog too', async () => {
    await renderIn('es', [sam]);
    const queue = screen.getByRole('region', { name: 'Solicitudes para ser tutor' });
    expect(await within(queue).findByText('1 estudiante pide ser tutor')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Solicitudes para ser tutor pendientes',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar a Sam' }));
    const dialog = screen.getByRole('dialog', { name: '¿Rechazar la solicitud de Sam?' });
    expect(dialog).toHaveTextContent('Sam sigue siendo estudiante.');
    expect(within(dialog).getByLabelText('Motivo (el estudiante lo leerá)')).toBeVisible();
  });

  it('read in Arabic, with its plural forms', async () => {
    await renderIn('ar', [sam, { ...sam, _id: 'u3', name: 'Lina' }]);
    const queue = screen.getByRole('region', { name: 'طلبات الانضمام كمدرّس' });
    expect(await within(queue).findByText('طالبان يطلبان الانضمام كمدرّسَين')).toBeVisible();
    expect(screen.getByRole('button', { name: 'قبول Lina' })).toHaveTextContent('قبول');
  });
});
