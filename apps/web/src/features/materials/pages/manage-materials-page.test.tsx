import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pageOf, renderWithProviders } from '@/test/test-utils';
import ManageMaterialsPage from './manage-materials-page';
import { deletesSent, sampleMaterial, stubMaterialsApi } from '../testing/materials-api-stub';

const material = sampleMaterial;
const stubApi = (deleteStatus: number) =>
  stubMaterialsApi('/api/materials?page=1&limit=10', deleteStatus);

const renderPage = () => renderWithProviders(<ManageMaterialsPage />, { toasts: true });

describe('ManageMaterialsPage', () => {
  it('shows ID (the study session id), Title, Tutor and Uploaded At', async () => {
    stubApi(200);
    renderPage();
    const row = (await screen.findByText('Cell diagrams')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID',
      'Title',
      'Tutor',
      'Uploaded At',
      'Action',
    ]);
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(material.studySessionId);
    expect(cells[2]).toHaveTextContent('Tia Tutor');
    expect(cells[3]).toHaveTextContent('2026');
  });

  it('deletes only after confirmation, then says so and drops the row', async () => {
    const fetchMock = stubApi(200);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Cell diagrams' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this material?' });
    expect(dialog).toHaveTextContent('This action cannot be undone!');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletesSent(fetchMock)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Cell diagrams' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Material deleted')).toBeInTheDocument();
    expect(deletesSent(fetchMock)).toEqual([`/api/materials/${material._id}`]);
    expect(await screen.findByText('No materials found.')).toBeInTheDocument();
  });

  it("says 'Delete failed' when the server fails", async () => {
    stubApi(500);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Cell diagrams' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('Cell diagrams')).toBeInTheDocument();
  });

  it('steps back a page when the last row of the last page is deleted', async () => {
    // Eleven materials: ten on page 1, one on page 2.
    let rows = Array.from({ length: 11 }, (_, i) => ({
      ...material,
      _id: `22222222-2222-4222-8222-${String(i).padStart(12, '0')}`,
      title: `Material ${i + 1}`,
    }));
    mockApi(({ method, url, path }) => {
      if (method === 'DELETE') {
        rows = rows.filter((row) => !url.endsWith(row._id));
        return Response.json({ deletedCount: 1 });
      }
      return path === '/api/materials' ? pageOf(rows, url) : undefined;
    });
    renderPage();
    await screen.findByText('Material 1');
    await userEvent.click(screen.getByRole('button', { name: /^(Page )?2$/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Material 11' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Material 1')).toBeInTheDocument();
    expect(screen.queryByText('No materials found.')).not.toBeInTheDocument();
  });
});
