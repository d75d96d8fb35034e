import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/test/test-utils';
import { sampleMaterial, stubMaterialsApi } from '../testing/materials-api-stub';
import MyMaterialsPage from './my-materials-page';

const listUrl = '/api/materials?role=tutor&email=tia%40example.com&page=1&limit=6';

async function renderIn(language: 'es' | 'ar') {
  await applyLanguage(language);
  stubMaterialsApi(listUrl, 200);
  renderWithProviders(<MyMaterialsPage />, {
    user: { id: 't1', name: 'Tia', email: 'tia@example.com', role: 'tutor' },
  });
  return screen.findByRole('article');
}

describe('MyMaterialsPage in other languages', () => {
  afterEach(() => applyLanguage('en'));

  it('reads in Spanish, the edit dialog too', async () => {
    const card = await renderIn('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mis materiales subidos');
    await userEvent.click(
      within(card).getByRole('button', { name: `Editar ${sampleMaterial.title}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar material' });
    expect(within(dialog).getByLabelText('Título del material')).toHaveValue(sampleMaterial.title);
    expect(within(dialog).getByLabelText('Enlace de la imagen')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
  });

  it('reads in Arabic', async () => {
    const card = await renderIn('ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('المواد التي رفعتُها');
    expect(
      within(card).getByRole('button', { name: `حذف ${sampleMaterial.title}` }),
    ).toHaveTextContent('حذف');
  });
});
