import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MaterialDto } from '@studyhall/shared';
import { MaterialCard } from './material-card';

const material: MaterialDto = {
  _id: 'm1',
  title: 'Cell diagrams',
  studySessionId: 's1',
  tutorEmail: 'tia@example.com',
  tutorName: 'Tia',
  image: '/uploads/cells.webp',
  link: 'https://example.com/cells',
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('MaterialCard', () => {
  it('reserves the picture its space and loads it only when it comes into view', () => {
    render(<MaterialCard material={material} onEdit={() => {}} onDelete={() => {}} />);

    const image = screen.getByRole('img', { name: 'Cell diagrams' });
    expect(image).toHaveAttribute('src', '/uploads/cells.webp');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });
});
