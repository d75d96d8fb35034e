import { useState } from 'react';
import { Link } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { CAROUSEL_AUTOPLAY_MS } from '@studyhall/shared';
import { paths } from '@/lib/paths';
import { slides } from '../content';

/**
 * Three slides, autoplay every 5000 ms in an endless loop (spec §9). WCAG 2.2.2: moving content
 * needs a pause control; arrow keys and the buttons move between slides.
 */
export function HeroCarousel() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);

  function togglePause() {
    if (!swiper) return;
    if (paused) swiper.autoplay.start();
    else swiper.autoplay.stop();
    setPaused(!paused);
  }

  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="relative">
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
        onSwiper={setSwiper}
        loop
        autoplay={{ delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        navigation
        pagination={{ clickable: true }}
        a11y={{ prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' }}
        className="h-[28rem] sm:h-[32rem]"
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.title}>
            <div className="relative h-full w-full">
              <img
                src={slide.image}
                alt={slide.alt}
                width={1200}
                height={600}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                className="absolute inset-0 h-full w-full object-cover"
              />
              <div className="absolute inset-0 bg-black/50" aria-hidden="true" />
              <div className="relative mx-auto flex h-full max-w-4xl flex-col items-center justify-center gap-4 px-12 text-center text-white">
                <h2 className="text-3xl font-bold sm:text-5xl">{slide.title}</h2>
                <p className="max-w-2xl text-lg">{slide.description}</p>
                <Link to={paths.studySessions.getHref()} className="btn btn-primary">
                  Explore Study Sessions
                </Link>
              </div>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        className="btn btn-sm btn-circle absolute right-4 bottom-4 z-10"
        aria-label={paused ? 'Play carousel' : 'Pause carousel'}
        aria-pressed={paused}
        onClick={togglePause}
      >
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      </button>
    </section>
  );
}
