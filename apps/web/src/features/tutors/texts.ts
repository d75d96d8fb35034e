/** The tutor screens' own texts, not (yet) in `messages` (packages/shared). */
export const tutorTexts = {
  loading: 'Loading tutor...',
  failed: 'Failed to load this tutor.',
  notFoundTitle: 'Tutor not found',
  notFoundText: 'There is no tutor at this address. They may no longer teach on StudyHall.',
  browseTutors: 'Browse Tutors',
  averageRating: 'Average rating',
  sessions: 'Sessions',
  reviews: 'Reviews',
  about: 'About',
  noBio: 'This tutor has not written about themselves yet.',
  subjects: 'Subjects',
  noSubjects: 'No subjects listed yet.',
  sessionsBy: (name: string) => `Sessions by ${name}`,
  sessionsPages: 'Tutor sessions pages',
  reviewsCount: (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`,
  sessionsCount: (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'} on offer`,
};
