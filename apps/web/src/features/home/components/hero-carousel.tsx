import { type KeyboardEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CAROUSEL_AUTOPLAY_MS } from '@studyhall/shared';
import { t } from '@/lib/i18n';
import { slides } from '../content';
import { HeroSlide } from './hero-slide';

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion; jsdom has no matchMedia, and reads as no. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia?.(reducedMotion);
      query?.addEventListener('change', changed);
      return () => query?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(reducedMotion).matches ?? false,
    // The server cannot know: its page rotates, and a visitor's setting applies once hydrated.
    () => false,
  );
}

const arrowButton = 'btn btn-sm btn-circle absolute top-1/2 z-10 -translate-y-1/2 text-lg';

/**
 * The home page's three slides, crossfading, every 5000 ms in an endless loop
 * (docs/product.md#visitor). Our own, a few hundred bytes, where Swiper was a third of the page's
 * script (docs/performance.md#web-budget). WCAG 2.2.2: the rotation has a pause control, stops
 * while the pointer or the focus is on the carousel, and starts paused for a visitor who asked for
 * less motion. The arrow keys, the previous and next buttons and the slide buttons move it; the
 * slides not shown are inert, so Tab never lands on a hidden link.
 */
export function HeroCarousel() {
  const [current, setCurrent] = useState(0);
  // The visitor's own choice of the pause control wins over the motion setting.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const lessMotion = usePrefersReducedMotion();
  const autoplay = chosen ?? !lessMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = autoplay && !hovered && !focused;
  const slideRefs = useRef<Array<HTMLDivElement | null>>([]);
  // Set when a key moved the slides with the focus inside the old one, which becomes inert.
  const focusSlide = useRef(false);

  const show = (index: number) => setCurrent((index + slides.length) % slides.length);

  // A slide chosen by hand gets its full time too: the timer starts again whenever one is shown.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(
      () => setCurrent((index) => (index + 1) % slides.length),
      CAROUSEL_AUTOPLAY_MS,
    );
    return () => clearTimeout(timer);
  }, [rotating, current]);

  useEffect(() => {
    if (!focusSlide.current) return;
    focusSlide.current = false;
    slideRefs.current[current]?.focus();
  }, [current]);

  function onKeyDown(event: KeyboardEvent) {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    focusSlide.current = slideRefs.current[current]?.contains(document.activeElement) ?? false;
    show(current + step);
  }

  return (
    <section
      aria-roledescription={t('home.carousel.role')}
      aria-label={t('home.carousel.label')}
      className="relative h-[28rem] overflow-hidden sm:h-[32rem]"
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {/* Announces a slide the visitor moved to, never the ones that rotate in by themselves. */}
      <div aria-live={rotating ? 'off' : 'polite'} className="h-full">
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            ref={(element) => {
              slideRefs.current[index] = element;
            }}
            role="group"
            aria-roledescription={t('home.carousel.slideRole')}

            aria-label={t('home.carousel.slideOf', { index: index + 1, total: slides.length })}
            aria-hidden={index !== current}
            inert={index !== current}
            tabIndex={-1}
            className={`absolute inset-0 transition-opacity duration-500 motion-reduce:transition-none ${
              index === current ? 'opacity-100' : 'opacity-0'
            }`}
          >
            <HeroSlide slide={slide} first={index === 0} />
          </div>
        ))}
      </div>
      <button
        type="button"
        className={`${arrowButton} start-2 sm:start-4`}
        aria-label={t('home.carousel.previous')}
        onClick={() => show(current - 1)}
      >
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ‹
        </span>
      </button>
      <button
        type="button"
        className={`${arrowButton} end-2 sm:end-4`}
        aria-label={t('home.carousel.next')}
        onClick={() => show(current + 1)}
      >
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ›
        </span>
      </button>
      <div className="absolute inset-x-0 bottom-4 z-10 flex justify-center">
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            className="grid size-6 place-items-center"
            aria-label={t('home.carousel.goTo', { index: index + 1 })}
            aria-current={index === current}
            onClick={() => show(index)}
          >
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full bg-white ${index === current ? '' : 'opacity-50'}`}
            />
          </button>
        ))}
      </div>
      <button
        type="button"
        className="btn btn-sm btn-circle absolute end-4 bottom-4 z-10"
        aria-label={autoplay ? t('home.carousel.pause') : t('home.carousel.play')}

        aria-pressed={!autoplay}
        onClick={() => setChosen(!autoplay)}
      >
        <span aria-hidden="true">{autoplay ? '❚❚' : '▶'}</span>
      </button>
    </section>
  );
}
