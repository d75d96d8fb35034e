import { type ComponentType, useEffect, useState } from 'react';
import { usePainted } from '@/lib/use-painted';
import { slides } from '../content';
import { HeroSlide } from './hero-slide';

/**
 * Swiper is a third of the home page's script: the first slide paints as plain markup at once, the
 * carousel's code is fetched once that is on screen, and the carousel takes over when it has
 * arrived (docs/performance.md#web-budget). Until then the first slide stays the same element, so
 * the browser keeps it as the page's largest paint.
 */
export function HeroCarousel() {
  const painted = usePainted();
  const [Carousel, setCarousel] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!painted) return;
    let mounted = true;
    void import('./swiper-carousel').then((module) => {
      if (mounted) setCarousel(() => module.default);
    });
    return () => {
      mounted = false;
    };
  }, [painted]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative h-[28rem] sm:h-[32rem]"
    >
      {Carousel ? <Carousel /> : <HeroSlide slide={slides[0]} first />}
    </section>
  );
}
