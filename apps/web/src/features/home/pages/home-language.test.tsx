import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { sessionDto } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import HomePage from './home-page';

/** The home page with one session on offer, its registration open. */
function renderHome() {
  mockApi(({ url }) => {
    if (url === '/api/config') return Response.json({ timeZone: 'UTC' });
    return Response.json(
      [
        sessionDto({
          title: 'Chemistry',
          registrationStart: '2000-01-01',
          registrationEnd: '2999-01-01',
        }),
      ],
      { headers: { 'X-Total-Count': '1' } },
    );
  });
  renderWithProviders(<HomePage />);
}

describe('the home page in Spanish and Arabic', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('reads in Spanish', async () => {
    await applyLanguage('es');
    renderHome();
    expect(screen.getByRole('region', { name: 'Destacados' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Aprende en grupo, llega más lejos' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Diapositiva siguiente' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sesiones de estudio disponibles' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Por qué elegir StudyHall' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Lo que dicen los estudiantes' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Más sesiones' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Chemistry' })).toBeVisible();
  });

  it('reads in Arabic', async () => {
    await applyLanguage('ar');
    renderHome();
    expect(screen.getByRole('region', { name: 'أبرز ما لدينا' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'تعلّموا معًا، وحققوا أكثر' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'الشريحة التالية' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'الجلسات الدراسية المتاحة' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'لماذا تختار StudyHall' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ماذا يقول الطلاب' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'المزيد من الجلسات' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Chemistry' })).toBeVisible();
  });
});
