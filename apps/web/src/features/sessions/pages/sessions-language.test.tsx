import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MeetingDto } from '@studyhall/shared';
import { applyLanguage } from '@/lib/i18n';
import { hoursFromNow, sessionDto } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import StudySessionsPage from './study-sessions-page';
import { MeetingList } from '../components/meeting-list';

/** One open session with three meetings ahead, on the list and on its page. */
const meetings: MeetingDto[] = [24, 48, 72].map((fromNow, index) => ({
  _id: `m${index}`,
  startsAt: hoursFromNow(fromNow),
  endsAt: hoursFromNow(fromNow + 1),
  status: 'scheduled',
  sequence: 0,
}));

const session = sessionDto({
  title: 'Algebra',
  registrationStart: '2000-01-01',
  registrationEnd: '2999-01-01',
  capacity: 10,
  seatsLeft: 3,
  meetings,
});

function renderList() {
  mockApi(({ path }) => {
    if (path === '/api/config') {
      return Response.json({ timeZone: 'UTC', googleSignIn: false, payments: {} });
    }
    if (path !== '/api/sessions/approved') return undefined;
    return Response.json([session], { headers: { 'X-Total-Count': '1' } });
  });
  renderWithProviders(<StudySessionsPage />, { path: '/studySessions', route: '/studySessions' });
}

describe('the session screens in Spanish and Arabic', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('reads the list, its search and its cards in Spanish', async () => {
    await applyLanguage('es');
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Sesiones de estudio' })).toBeVisible();
    expect(screen.getByRole('search', { name: 'Buscar sesiones de estudio' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeVisible();
    expect(screen.getByLabelText('Ordenar por')).toHaveDisplayValue('Abiertas primero');
    expect(await screen.findByText('1 sesión encontrada')).toBeVisible();
    const card = (await screen.findByRole('heading', { name: 'Algebra' })).closest('article')!;
    expect(within(card).getByText('Inscripción abierta')).toBeVisible();
    expect(within(card).getByText('Quedan 3 plazas')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Ver más' })).toBeVisible();
  });

  it('reads the list, its search and its cards in Arabic', async () => {
    await applyLanguage('ar');
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'الجلسات الدراسية' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'بحث' })).toBeVisible();
    expect(screen.getByLabelText('الترتيب حسب')).toHaveDisplayValue('المفتوحة أولًا');
    expect(await screen.findByText('عُثر على جلسة واحدة')).toBeVisible();
    const card = (await screen.findByRole('heading', { name: 'Algebra' })).closest('article')!;
    expect(within(card).getByText('التسجيل مفتوح')).toBeVisible();
    expect(within(card).getByText('بقيت 3 مقاعد')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'اقرأ المزيد' })).toBeVisible();
  });

  it("names a session's meetings in Spanish and in Arabic", async () => {
    await applyLanguage('es');
    const { unmount } = renderWithProviders(<MeetingList session={session} viewerZone="UTC" />);
    expect(screen.getByRole('heading', { name: 'Encuentros (3)' })).toBeVisible();
    expect(screen.getByText('Próximo')).toBeVisible();
    unmount();

    await applyLanguage('ar');
    renderWithProviders(<MeetingList session={session} viewerZone="UTC" />);
    expect(screen.getByRole('heading', { name: 'اللقاءات (3)' })).toBeVisible();
    expect(screen.getByText('التالي')).toBeVisible();
  });
});
