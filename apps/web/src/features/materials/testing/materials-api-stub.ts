import type { MaterialDto } from '@studyhall/shared';
import { listOf, mockApi } from '@/test/test-utils';

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
 * The materials API for a page's tests (through `mockApi`): `listUrl` lists `sampleMaterial`
 * until it is deleted; a DELETE answers `deleteStatus`. Any other read fails the test, so a page
 * asking the wrong URL is caught.
 */
export function stubMaterialsApi(listUrl: string, deleteStatus: number) {
  let deleted = false;
  return mockApi(({ method, url }) => {
    if (method === 'DELETE') {
      if (deleteStatus !== 200) return new Response(null, { status: deleteStatus });
      deleted = true;
      return Response.json({ _id: sampleMaterial._id, deletedCount: 1 });
    }
    if (url !== listUrl) return undefined;
    return listOf(deleted ? [] : [sampleMaterial]);
  });
}

/** The URLs a stub was sent DELETEs to. */
export const deletesSent = (api: ReturnType<typeof stubMaterialsApi>) => api.urls('DELETE');

/** `count` materials of `sampleMaterial`'s session, 'Material 1' first (the newest). */
export const manyMaterials = (count: number): MaterialDto[] =>
  Array.from({ length: count }, (_, i) => ({
    ...sampleMaterial,
    _id: `22222222-2222-4222-8222-${String(i).padStart(12, '0')}`,
    title: `Material ${i + 1}`,
  }));
