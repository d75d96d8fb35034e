import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { NoteDto } from '@studyhall/shared';
import { applyLanguage } from '@/lib/i18n';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
import ManageNotesPage from './manage-notes-page';

const note: NoteDto = {
  _id: '33333333-3333-4333-8333-333333333333',
  email: 'sam@example.com',
  title: 'Exam plan',
  description: 'Chapters 1 to 3',
  createdAt: '2026-03-01T10:00:00.000Z',
};

async function renderIn(language: 'es' | 'ar') {
  await applyLanguage(language);
  mockApi(({ path }) => (path === '/api/notes' ? listOf([note]) : undefined));
  renderWithProviders(<ManageNotesPage />, {
    user: { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'student' },
  });
  return screen.findByRole('article');
}

describe('ManageNotesPage in other languages', () => {
  afterEach(() => applyLanguage('en'));

  it('reads in Spanish, the edit form too', async () => {
    const card = await renderIn('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mis notas');
    expect(within(card).getByRole('button', { name: 'Eliminar Exam plan' })).toHaveTextContent(
      'Eliminar',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Editar Exam plan' }));
    const form = screen.getByRole('form', { name: 'Editar la nota Exam plan' });
    expect(within(form).getByLabelText('Título')).toHaveValue('Exam plan');
    expect(within(form).getByRole('button', { name: 'Guardar' })).toBeVisible();
  });

  it('reads in Arabic', async () => {
    const card = await renderIn('ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ملاحظاتي');
    expect(within(card).getByRole('button', { name: 'تعديل Exam plan' })).toHaveTextContent(
      'تعديل',
    );
  });
});
