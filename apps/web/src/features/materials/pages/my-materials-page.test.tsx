import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import MyMaterialsPage from './my-materials-page';
import { sampleMaterial, stubMaterialsApi } from '../testing/materials-api-stub';
import { signInAs } from '@/test/sign-in-as';

const material = sampleMaterial;
const stubApi = (deleteStatus: number) =>
  stubMaterialsApi('/api/materials?role=tutor&email=tia%40example.com&limit=100', deleteStatus);

function renderPage() {
  const client = createQueryClient();
  signInAs(client, { id: 't1', name: 'Tia', email: 'tia@example.com', role: 'tutor' });
  render(
    <QueryClientProvider client={client}>
      <MyMaterialsPage />
      <ToastContainer />
    </QueryClientProvider>,
  );
}

async function confirmDelete() {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Cell diagrams' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this material?' });
  expect(dialog).toHaveTextContent('This action cannot be undone!');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('MyMaterialsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("deletes a material after confirmation with 'Material deleted'", async () => {
    const fetchMock = stubApi(200);
    renderPage();
    await confirmDelete();
    expect(await screen.findByText('Material deleted')).toBeInTheDocument();
    expect(await screen.findByText('No materials found.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
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
});
