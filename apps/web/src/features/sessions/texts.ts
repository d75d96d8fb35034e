import {
  DATE_RANGE,
  MAX_SEARCH_LENGTH,
  MAX_SEARCH_WORDS,
  type RegistrationState,
  type SessionSort,
} from '@studyhall/shared';
import { t } from '@/lib/i18n';

/**
 * The session screens' own texts for time, place, seats and search, not (yet) in `messages`
 * (packages/shared), named here once so the screens and their tests agree. Each is read from the
 * catalogue (apps/web/src/locales/<language>/sessions.json) when shown, in the page's language.
 */
export const sessionTexts = {
  get searchLabel() {
    return t('sessions.searchLabel');
  },
  get keywords() {
    return t('sessions.keywords');
  },
  get fee() {
    return t('sessions.fee');
  },
  get anyFee() {
    return t('sessions.anyFee');
  },
  get free() {
    return t('sessions.free');
  },
  get paid() {
    return t('sessions.paid');
  },
  get registration() {
    return t('sessions.registration');
  },
  get anyRegistration() {
    return t('sessions.anyRegistration');
  },
  /** What each registration state is called where a person chooses one (the search's filter). */
  registrationState: (state: RegistrationState) =>
    ({
      upcoming: t('sessions.registrationState.upcoming'),
      open: t('sessions.registrationState.open'),
      closed: t('sessions.registrationState.closed'),
    })[state],

  get classesFrom() {
    return t('sessions.classesFrom');
  },
  get classesTo() {
    return t('sessions.classesTo');
  },
  get sortBy() {
    return t('sessions.sortBy');
  },
  sort: (sort: SessionSort) =>
    ({
      newest: t('sessions.sort.newest'),
      soonest: t('sessions.sort.soonest'),
      rating: t('sessions.sort.rating'),
      price: t('sessions.sort.price'),
      available: t('sessions.sort.available'),
    })[sort],
  get search() {
    return t('sessions.search');
  },
  filtersButton: (active: number) =>
    active ? t('sessions.filtersActive', { active }) : t('sessions.filters'),
  get clearFilters() {
    return t('sessions.clearFilters');
  },
  get searchRefused() {
    return t('sessions.searchRefused');
  },
  found: (total: number) => t('sessions.found', { total }),
  get searchProblems(): Partial<Record<string, string>> {
    return {
      q: t('sessions.searchProblem.q', {
        words: MAX_SEARCH_WORDS,
        length: MAX_SEARCH_LENGTH,
      }),
      from: t('sessions.searchProblem.from', {
        first: DATE_RANGE.first,
        last: DATE_RANGE.last,
      }),
      to: t('sessions.searchProblem.to', { last: DATE_RANGE.last }),
    };
  },

  /** What to change when the search rules refuse a field the search form lets one type. */
  get registrationOpens() {
    return t('session-page.registrationOpens');
  },
  get registrationCloses() {
    return t('session-page.registrationCloses');
  },
  get registrationDaysLabel() {
    return t('session-page.registrationDaysLabel');
  },
  registrationDays: (first: string, last: string, zone: string) =>
    t('session-page.registrationDays', { first, last, zone }),

  get capacityHint() {
    return t('session-page.capacityHint');
  },
  get unlimited() {
    return t('session-page.unlimited');
  },
  seatsLeft: (left: number) => t('sessions.seatsLeft', { left }),

  get cancelled() {
    return t('session-page.cancelled');
  },
  get cancelledNotice() {
    return t('session-page.cancelledNotice');
  },
  get reason() {
    return t('session-page.reason');
  },
  get manageTitle() {
    return t('session-page.manageTitle');
  },
  seatsTaken: (taken: number, capacity: number | null) =>
    capacity === null
      ? t('session-page.seatsTakenNoLimit', { taken })
      : t('session-page.seatsTakenOf', { taken, capacity }),
  get changeLimit() {
    return t('session-page.changeLimit');
  },
  get saveLimit() {
    return t('session-page.saveLimit');
  },
  get limitSaved() {
    return t('session-page.limitSaved');
  },
  get limitWhole() {
    return t('session-page.limitWhole');
  },
  limitRange: (max: number) => t('session-page.limitRange', { max }),

  get waitlistTitle() {
    return t('session-page.waitlistTitle');
  },
  seatHeldUntil: (until: string) => t('session-page.seatHeldUntil', { until }),

  get cancelSession() {
    return t('session-page.cancelSession');
  },
  get cancelTitle() {
    return t('session-page.cancelTitle');
  },
  get cancelText() {
    return t('session-page.cancelText');
  },
  get confirmCancel() {
    return t('session-page.confirmCancel');
  },
  get keepSession() {
    return t('session-page.keepSession');
  },
  get reasonLabel() {
    return t('session-page.reasonLabel');
  },
  get reasonRequired() {
    return t('session-page.reasonRequired');
  },
  get sessionCancelled() {
    return t('session-page.sessionCancelled');
  },
  get startedForTutor() {
    return t('session-page.startedForTutor');
  },

  // The session page.
  get tutorLabel() {
    return t('session-page.tutorLabel');
  },
  get classTime() {
    return t('session-page.classTime');
  },
  get location() {
    return t('session-page.location');
  },
  get meetingLink() {
    return t('session-page.meetingLink');
  },
  get classStart() {
    return t('session-page.classStart');
  },
  get classEnd() {
    return t('session-page.classEnd');
  },
  get duration() {
    return t('session-page.duration');
  },
  get registrationFee() {
    return t('session-page.registrationFee');
  },
  get seats() {
    return t('session-page.seats');
  },
  // The lists.
  get studySessionsTitle() {
    return t('sessions.studySessionsTitle');
  },
  get studySessionsPages() {
    return t('sessions.studySessionsPages');
  },
};
