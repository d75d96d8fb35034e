import { t } from '@/lib/i18n';

/**
 * The home page's fixed content (docs/product.md#visitor): carousel slides, reasons to choose us,
 * testimonials (each quote with its language's quotation marks). Their words are read from the catalogue (apps/web/src/locales/<language>/home.json)
 * when shown, in the page's language.
 */
export const slides = [
  {
    id: 'together',
    get title() {
      return t('home.slide.together.title');
    },
    get description() {
      return t('home.slide.together.description');
    },
    image: '/images/slide-study-group.svg',
    get alt() {
      return t('home.slide.together.alt');
    },
  },
  {
    id: 'tutors',
    get title() {
      return t('home.slide.tutors.title');
    },
    get description() {
      return t('home.slide.tutors.description');
    },
    image: '/images/slide-expert-tutor.svg',
    get alt() {
      return t('home.slide.tutors.alt');
    },
  },
  {
    id: 'schedule',
    get title() {
      return t('home.slide.schedule.title');
    },
    get description() {
      return t('home.slide.schedule.description');
    },
    image: '/images/slide-flexible-learning.svg',
    get alt() {
      return t('home.slide.schedule.alt');
    },
  },
] as const;

export const reasons = [
  {
    id: 'tutors',
    get title() {
      return t('home.reason.tutors.title');
    },
    get text() {
      return t('home.reason.tutors.text');
    },
  },
  {
    id: 'interactive',
    get title() {
      return t('home.reason.interactive.title');
    },
    get text() {
      return t('home.reason.interactive.text');
    },
  },
  {
    id: 'flexible',
    get title() {
      return t('home.reason.flexible.title');
    },
    get text() {
      return t('home.reason.flexible.text');
    },
  },
] as const;

export const testimonials = [
  {
    name: 'Amina R.',
    get quote() {
      return t('home.testimonial.amina');
    },
  },
  {
    name: 'Daniel K.',
    get quote() {
      return t('home.testimonial.daniel');
    },
  },
  {
    name: 'Sofia L.',
    get quote() {
      return t('home.testimonial.sofia');
    },
  },
] as const;
