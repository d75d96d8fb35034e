import { lazy, Suspense } from 'react';
import { slides } from '../content';
import { HeroSlide } from './hero-slide';

// Swiper is a third of the home page's script: the first slide paints as plain markup at once
// and the carousel takes over when its chunk arrives (issue 7, web budget).
const SwiperCarousel = lazy(() => import('./swiper-carousel'));

export function HeroCarousel() {
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative h-[28rem] sm:h-[32rem]"
    >
      <Suspense fallback={<HeroSlide slide={slides[0]} first />}>
        <SwiperCarousel />
      </Suspense>
    </section>
  );
}
