import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const texts = {
  title: 'Are you sure?',
  text: 'This action cannot be undone!',
  confirmLabel: 'Yes, delete it!',
};

describe('ConfirmDialog', () => {
  it('shows nothing while closed', () => {
    render(<ConfirmDialog open={false} {...texts} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByText(texts.text)).not.toBeInTheDocument();
  });

  it('names the dialog by its title and confirms or cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open {...texts} onConfirm={onConfirm} onCancel={onCancel} />);

    const dialog = screen.getByRole('dialog', { name: texts.title });
    expect(dialog).toHaveTextContent(texts.text);
    await userEvent.click(screen.getByRole('button', { name: texts.confirmLabel }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('blocks both buttons while busy', () => {
    render(<ConfirmDialog open busy {...texts} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('button', { name: texts.confirmLabel })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('lists what will happen under the text', () => {
    render(
      <ConfirmDialog
        open
        {...texts}
        details={['The student is told why.', 'Nobody is refunded.']}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    const list = screen.getByRole('list', { name: 'What will happen' });
    expect(list).toHaveTextContent('The student is told why.Nobody is refunded.');
  });
});
