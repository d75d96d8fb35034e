import { t } from '@/lib/i18n';

/**
 * The tutor screens' own texts, not (yet) in `messages` (packages/shared), read from the
 * catalogue (apps/web/src/locales/<language>/tutors.json) when shown, in the page's language.
 */
export const tutorTexts = {
  get title() {
    return t('tutors.title');
  },
  get pages() {
    return t('tutors.pages');
  },
  get loading() {
    return t('tutors.loading');
  },
  get failed() {
    return t('tutors.failed');
  },
  get notFoundTitle() {
    return t('tutors.notFoundTitle');
  },
  get notFoundText() {
    return t('tutors.notFoundText');
  },
  get browseTutors() {
    return t('tutors.browseTutors');
  },
  get averageRating() {
    return t('tutors.averageRating');
  },
  get sessions() {
    return t('tutors.sessions');
  },
  get reviews() {
    return t('tutors.reviews');
  },
  get about() {
    return t('tutors.about');
  },
  get noBio() {
    return t('tutors.noBio');
  },
  get subjects() {
    return t('tutors.subjects');
  },
  get noSubjects() {
    return t('tutors.noSubjects');
  },
  sessionsBy: (name: string) => t('tutors.sessionsBy', { name }),
  get sessionsPages() {
    return t('tutors.sessionsPages');
  },
  reviewsCount: (n: number) => t('tutors.reviewsCount', { count: n }),
  sessionsCount: (n: number) => t('tutors.sessionsCount', { count: n }),
};
