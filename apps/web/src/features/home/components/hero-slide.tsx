import { Link } from 'react-router';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { slides } from '../content';

type Slide = (typeof slides)[number];

/** One carousel slide; the first one's picture loads at once, as the page's largest paint. */
export function HeroSlide({ slide, first }: { slide: Slide; first: boolean }) {
  return (
    <div className="relative h-full w-full">
      <img
        src={slide.image}
        alt={slide.alt}
        width={1200}
        height={600}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'auto' : 'async'}
        className="absolute inset-0 h-full w-full object-cover"
      />
      <div className="absolute inset-0 bg-black/50" aria-hidden="true" />
      <div className="relative mx-auto flex h-full max-w-4xl flex-col items-center justify-center gap-4 px-12 text-center text-white">
        <h2 className="text-3xl font-bold sm:text-5xl">{slide.title}</h2>
        <p className="max-w-2xl text-lg">{slide.description}</p>
        <Link to={paths.studySessions.getHref()} className="btn btn-primary">
          {t('home.explore')}
        </Link>
      </div>
    </div>
  );
}
