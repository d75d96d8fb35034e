import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { CAROUSEL_AUTOPLAY_MS } from '@studyhall/shared';
import { slides } from '../content';
import { HeroSlide } from './hero-slide';

/**
 * Three slides, autoplay every 5000 ms in an endless loop (docs/product.md#constants). WCAG 2.2.2:
 * moving content needs a pause control; arrow keys and the buttons move between slides.
 */
export default function SwiperCarousel() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);

  function togglePause() {
    if (!swiper) return;
    if (paused) swiper.autoplay.start();
    else swiper.autoplay.stop();
    setPaused(!paused);
  }

  return (
    <>
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
        onSwiper={setSwiper}
        loop
        autoplay={{ delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        navigation
        pagination={{ clickable: true }}
        a11y={{ prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' }}
        className="h-full"
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.title}>
            <HeroSlide slide={slide} first={index === 0} />
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
    </>
  );
}
