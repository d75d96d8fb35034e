import { expect, vi } from 'vitest';
import type { MaterialDto } from '@studyhall/shared';

/** One material, as the pages' tests list it. */
export const sampleMaterial: MaterialDto = {
  _id: '22222222-2222-4222-8222-222222222222',
  title: 'Cell diagrams',
  studySessionId: '11111111-1111-4111-8111-111111111111',
  tutorEmail: 'tia@example.com',
  tutorName: 'Tia Tutor',
  image: '/uploads/cells.webp',
  link: 'https://example.com/cells',
  createdAt: '2026-03-01T10:00:00.000Z',
};

/**
 * Stubs `fetch`: `listUrl` lists `sampleMaterial` until it is deleted; a DELETE answers
 * `deleteStatus`. Any other read fails the test, so a page asking the wrong URL is caught.
 */
export function stubMaterialsApi(listUrl: string, deleteStatus: number) {
  let deleted = false;
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    if (init?.method === 'DELETE') {
      if (deleteStatus !== 200) return new Response(null, { status: deleteStatus });
      deleted = true;
      return Response.json({ _id: sampleMaterial._id, deletedCount: 1 });
    }
    expect(input).toBe(listUrl);
    const rows = deleted ? [] : [sampleMaterial];
    return Response.json(rows, { headers: { 'X-Total-Count': String(rows.length) } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs a stub was sent DELETEs to. */
export const deletesSent = (fetchMock: ReturnType<typeof stubMaterialsApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url);

/** `count` materials of `sampleMaterial`'s session, 'Material 1' first (the newest). */
export const manyMaterials = (count: number): MaterialDto[] =>
  Array.from({ length: count }, (_, i) => ({
    ...sampleMaterial,
    _id: `22222222-2222-4222-8222-${String(i).padStart(12, '0')}`,
    title: `Material ${i + 1}`,
  }));

/** The page of `rows` that `url` asks for (`?page=&limit=`), with the total, as the server pages. */
export function pageOf<T>(rows: T[], url: string): Response {
  const query = new URL(url, 'http://localhost').searchParams;
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? 100);
  return Response.json(rows.slice((page - 1) * limit, page * limit), {
    headers: { 'X-Total-Count': String(rows.length) },
  });
}
