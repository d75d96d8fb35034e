import { Suspense } from 'react';
import { AvailableSessions } from '../components/available-sessions';
import { HeroCarousel } from '../components/hero-carousel';
import { Testimonials } from '../components/testimonials';
import { WhyChoose } from '../components/why-choose';

/*
 * The sections below the carousel start below a phone's first screen. Each is a Suspense boundary
 * of its own, though none waits for anything: the browser's first render takes over the server's
 * HTML of a boundary in a pass of its own, after the rest of the page, so on a slow phone the
 * start is several short tasks instead of one long one (docs/performance.md#lighthouse).
 */
export default function HomePage() {
  return (
    <>
      <h1 className="sr-only">StudyHall</h1>
      <HeroCarousel />
      <Suspense>
        <AvailableSessions />
      </Suspense>
      <Suspense>
        <WhyChoose />
      </Suspense>
      <Suspense>
        <Testimonials />
      </Suspense>
    </>
  );
}
