import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TutorProfileDto } from '@studyhall/shared';
import { applyLanguage } from '@/lib/i18n';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
import TutorProfilePage from './tutor-profile-page';
import TutorsPage from './tutors-page';

const grace: TutorProfileDto = {
  _id: 'grace-1',
  name: 'Grace Hopper',
  photo: null,
  bio: '',
  subjects: [],
  sessionCount: 3,
  reviewCount: 1,
  averageRating: 4.5,
};

/** The list and the profile of one tutor, who has no session published yet. */
function stubApi() {
  mockApi(({ path }) => {
    if (path === '/api/config') return Response.json({ timeZone: 'UTC' });
    if (path === '/api/tutors') return listOf([grace]);
    if (path === '/api/tutors/grace-1') return Response.json(grace);
    if (path === '/api/sessions/approved') return listOf([]);
    return undefined;
  });
}

const renderList = () => renderWithProviders(<TutorsPage />, { path: '/tutors', route: '/tutors' });
const renderProfile = () =>
  renderWithProviders(<TutorProfilePage />, { path: '/tutors/:id', route: '/tutors/grace-1' });

describe('the tutor screens in Spanish and Arabic', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('reads in Spanish', async () => {
    await applyLanguage('es');
    stubApi();
    const list = renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Nuestros tutores' })).toBeVisible();
    expect(await screen.findByText('1 reseña', { exact: false })).toBeVisible();
    expect(screen.getByText('3 sesiones disponibles')).toBeVisible();
    list.unmount();

    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Acerca de' })).toBeVisible();
    expect(screen.getByText('Este tutor aún no ha escrito nada sobre sí mismo.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sesiones de Grace Hopper' })).toBeVisible();
  });

  it('reads in Arabic', async () => {
    await applyLanguage('ar');
    stubApi();
    const list = renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'مدرّسونا' })).toBeVisible();
    expect(await screen.findByText('تقييم واحد', { exact: false })).toBeVisible();
    expect(screen.getByText('3 جلسات متاحة')).toBeVisible();
    list.unmount();

    renderProfile();
    expect(await screen.findByRole('heading', { name: 'نبذة' })).toBeVisible();
    expect(screen.getByText('لم يكتب هذا المدرّس نبذة عن نفسه بعد.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'جلسات Grace Hopper' })).toBeVisible();
  });
});
