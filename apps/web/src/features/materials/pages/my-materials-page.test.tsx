import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pageOf, renderWithProviders } from '@/test/test-utils';
import MyMaterialsPage from './my-materials-page';
import { manyMaterials, sampleMaterial, stubMaterialsApi } from '../testing/materials-api-stub';

const material = sampleMaterial;
const listUrl = (page: number) =>
  `/api/materials?role=tutor&email=tia%40example.com&page=${page}&limit=6`;
const stubApi = (deleteStatus: number) => stubMaterialsApi(listUrl(1), deleteStatus);

/** `count` materials of the tutor's, served a page at a time; a DELETE removes one. */
function stubMany(count: number) {
  let rows = manyMaterials(count);
  const api = mockApi(({ method, url, path }) => {
    if (method === 'DELETE') {
      rows = rows.filter((row) => !url.endsWith(row._id));
      return Response.json({ deletedCount: 1 });
    }
    return path === '/api/materials' ? pageOf(rows, url) : undefined;
  });
  return () => api.urls('GET');
}

const pages = () => screen.queryByRole('navigation', { name: 'Materials pages' });

const renderPage = () =>
  renderWithProviders(<MyMaterialsPage />, {
    user: { id: 't1', name: 'Tia', email: 'tia@example.com', role: 'tutor' },
    toasts: true,
  });

async function confirmDelete() {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Cell diagrams' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this material?' });
  expect(dialog).toHaveTextContent('This action cannot be undone!');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('MyMaterialsPage', () => {
  it("deletes a material after confirmation with 'Material deleted'", async () => {
    const api = stubApi(200);
    renderPage();
    await confirmDelete();
    expect(await screen.findByText('Material deleted')).toBeInTheDocument();
    expect(await screen.findByText('No materials found.')).toBeInTheDocument();
    expect(api.fetch).toHaveBeenCalledWith(
      `/api/materials/${material._id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it("says 'Delete failed' and keeps the card when the server fails", async () => {
    stubApi(500);
    renderPage();
    await confirmDelete();
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cell diagrams' })).toBeInTheDocument();
  });

  it('asks for the first page and shows no pagination when every material fits on it', async () => {
    const listsAsked = stubMany(6);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Material 6' })).toBeInTheDocument();
    expect(listsAsked()).toEqual([listUrl(1)]);
    expect(pages()).toBeNull();
  });

  it('pages through more materials than fit on one page', async () => {
    const listsAsked = stubMany(7);
    renderPage();
    await screen.findByRole('heading', { name: 'Material 1' });
    expect(screen.queryByRole('heading', { name: 'Material 7' })).toBeNull();

    await userEvent.click(within(pages()!).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('heading', { name: 'Material 7' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Material 1' })).toBeNull();
    expect(listsAsked()).toEqual([listUrl(1), listUrl(2)]);
  });

  it('steps back a page when the last material of the last page is deleted', async () => {
    stubMany(7);
    renderPage();
    await screen.findByRole('heading', { name: 'Material 1' });
    await userEvent.click(within(pages()!).getByRole('button', { name: '2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Material 7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Material deleted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Material 1' })).toBeInTheDocument();
    expect(screen.queryByText('No materials found.')).toBeNull();
    expect(pages()).toBeNull();
  });
});
