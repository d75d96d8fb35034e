import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import { ReviewForm } from './review-form';

describe('ReviewForm', () => {
  it("says 'Please login to add a review' and sends nothing when no one is signed in", async () => {
    const api = mockApi();
    renderWithProviders(<ReviewForm sessionId="11111111-1111-4111-8111-111111111111" />, {
      user: null,
      toasts: true,
    });
    await userEvent.type(screen.getByLabelText('Comment'), 'Very clear.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please login to add a review')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
