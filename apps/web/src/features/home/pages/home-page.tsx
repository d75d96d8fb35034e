import { AvailableSessions } from '../components/available-sessions';
import { HeroCarousel } from '../components/hero-carousel';
import { Testimonials } from '../components/testimonials';
import { WhyChoose } from '../components/why-choose';

export default function HomePage() {
  return (
    <>
      <h1 className="sr-only">StudyHall</h1>
      <HeroCarousel />
      <AvailableSessions />
      <WhyChoose />
      <Testimonials />
    </>
  );
}
