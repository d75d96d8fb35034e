import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_AUTOPLAY_MS } from '@studyhall/shared';
import { MemoryRouter } from 'react-router';
import { HeroCarousel } from './hero-carousel';

/** Lets `slides` turns of the timer pass, each one a render that sets the next timer. */
function waitSlides(slides: number) {
  for (let turn = 0; turn < slides; turn++) act(() => vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
}

const renderCarousel = () =>
  render(
    <MemoryRouter>
      <HeroCarousel />
    </MemoryRouter>,
  );

/** The slide on show: the others are hidden from the accessibility tree. */
const shownSlide = () => screen.getByRole('group').getAttribute('aria-label');

/** A visitor's motion setting, as matchMedia answers it (jsdom has none). */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('HeroCarousel (docs/product.md#visitor)', () => {
  it('moves on every 5000 ms, back to the first after the last, until paused', () => {
    vi.useFakeTimers();
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(shownSlide()).toBe('1 of 3');
    expect(screen.getByRole('group')).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('heading', { name: 'Learn Together, Achieve More' })).toBeVisible();

    waitSlides(1);
    expect(shownSlide()).toBe('2 of 3');
    waitSlides(2);
    expect(shownSlide()).toBe('1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pause carousel' }));
    // The click left the focus on the carousel, which holds it still by itself: let it go.
    fireEvent.blur(screen.getByRole('button', { name: 'Play carousel' }));
    expect(screen.getByRole('button', { name: 'Play carousel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    waitSlides(3);
    expect(shownSlide()).toBe('1 of 3');
  });

  it('holds still while the pointer or the focus is on it', () => {
    vi.useFakeTimers();
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Highlights' });

    fireEvent.pointerEnter(carousel);
    waitSlides(2);
    expect(shownSlide()).toBe('1 of 3');
    fireEvent.pointerLeave(carousel);

    fireEvent.focus(screen.getByRole('link', { name: 'Explore Study Sessions' }));
    waitSlides(2);
    expect(shownSlide()).toBe('1 of 3');
    fireEvent.blur(screen.getByRole('link', { name: 'Explore Study Sessions' }));
    waitSlides(1);
    expect(shownSlide()).toBe('2 of 3');
  });

  it('starts paused for a visitor who asked for less motion', () => {
    prefersReducedMotion(true);
    vi.useFakeTimers();
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Play carousel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    waitSlides(3);
    expect(shownSlide()).toBe('1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Play carousel' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause carousel' }));
    waitSlides(1);
    expect(shownSlide()).toBe('2 of 3');
  });

  it('moves with its buttons, its slide buttons and the arrow keys', () => {
    prefersReducedMotion(true);
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Highlights' });

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toBe('3 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(shownSlide()).toBe('2 of 3');
    expect(screen.getByRole('heading', { name: 'Guidance From Expert Tutors' })).toBeVisible();

    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownSlide()).toBe('3 of 3');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownSlide()).toBe('1 of 3');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shownSlide()).toBe('3 of 3');
  });

  it('keeps the focus on the slide shown when a key moves it from inside the old one', () => {
    prefersReducedMotion(true);
    renderCarousel();
    const link = screen.getByRole('link', { name: 'Explore Study Sessions' });
    link.focus();
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('group', { name: '2 of 3' }));
  });
});
