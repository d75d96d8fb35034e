import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorState } from './error-state';
import { Pagination } from './pagination';
import { Spinner } from './spinner';
import { StarRating } from './star-rating';

function renderParts() {
  render(
    <>
      <Spinner />
      <ErrorState message="…" onRetry={() => {}} />
      <StarRating value={4.5} />
      <Pagination page={2} total={30} pageSize={10} onPageChange={() => {}} />
      <ConfirmDialog
        open
        title="?"
        text="…"
        details={['…']}
        confirmLabel="OK"
        onConfirm={() => {}}
        onCancel={() => {}}
      />
    </>,
  );
}

describe('the shared parts of every page in other languages', () => {
  afterEach(() => applyLanguage('en'));

  it('read in Spanish', async () => {
    await applyLanguage('es');
    renderParts();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Valoración: 4.5 de 5' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(pages).getByRole('button', { name: 'Anterior' })).toBeEnabled();
    expect(within(pages).getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    const dialog = screen.getByRole('dialog', { name: '?' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Qué va a pasar' })).toBeInTheDocument();
  });

  it('read in Arabic', async () => {
    await applyLanguage('ar');
    renderParts();
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل...');
    expect(screen.getByRole('button', { name: 'أعد المحاولة' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'التنقّل بين الصفحات' });
    expect(within(pages).getByRole('button', { name: 'التالي' })).toBeEnabled();
    const dialog = screen.getByRole('dialog', { name: '?' });
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });
});
