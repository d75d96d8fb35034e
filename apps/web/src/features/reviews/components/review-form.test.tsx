import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { ReviewForm } from './review-form';

describe('ReviewForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Please login to add a review' and sends nothing when no one is signed in", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    client.setQueryData(authKeys.session(), null);
    render(
      <QueryClientProvider client={client}>
        <ReviewForm sessionId="11111111-1111-4111-8111-111111111111" />
        <ToastContainer />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Comment'), 'Very clear.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please login to add a review')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
