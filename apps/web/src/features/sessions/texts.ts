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
    return t('sessions.registrationOpens');
  },
  get registrationCloses() {
    return t('sessions.registrationCloses');
  },
  get registrationDaysLabel() {
    return t('sessions.registrationDaysLabel');
  },
  registrationDays: (first: string, last: string, zone: string) =>
    t('sessions.registrationDays', { first, last, zone }),

  get capacityHint() {
    return t('sessions.capacityHint');
  },
  get unlimited() {
    return t('sessions.unlimited');
  },
  seatsLeft: (left: number) => t('sessions.seatsLeft', { left }),

  get cancelled() {
    return t('sessions.cancelled');
  },
  get cancelledNotice() {
    return t('sessions.cancelledNotice');
  },
  get reason() {
    return t('sessions.reason');
  },
  get manageTitle() {
    return t('sessions.manageTitle');
  },
  seatsTaken: (taken: number, capacity: number | null) =>
    capacity === null
      ? t('sessions.seatsTakenNoLimit', { taken })
      : t('sessions.seatsTakenOf', { taken, capacity }),
  get changeLimit() {
    return t('sessions.changeLimit');
  },
  get saveLimit() {
    return t('sessions.saveLimit');
  },
  get limitSaved() {
    return t('sessions.limitSaved');
  },
  get limitWhole() {
    return t('sessions.limitWhole');
  },
  limitRange: (max: number) => t('sessions.limitRange', { max }),

  get waitlistTitle() {
    return t('sessions.waitlistTitle');
  },
  seatHeldUntil: (until: string) => t('sessions.seatHeldUntil', { until }),

  get cancelSession() {
    return t('sessions.cancelSession');
  },
  get cancelTitle() {
    return t('sessions.cancelTitle');
  },
  get cancelText() {
    return t('sessions.cancelText');
  },
  get confirmCancel() {
    return t('sessions.confirmCancel');
  },
  get keepSession() {
    return t('sessions.keepSession');
  },
  get reasonLabel() {
    return t('sessions.reasonLabel');
  },
  get reasonRequired() {
    return t('sessions.reasonRequired');
  },
  get sessionCancelled() {
    return t('sessions.sessionCancelled');
  },
  get startedForTutor() {
    return t('sessions.startedForTutor');
  },

  // The session page.
  get tutorLabel() {
    return t('sessions.tutorLabel');
  },
  get classTime() {
    return t('sessions.classTime');
  },
  get location() {
    return t('sessions.location');
  },
  get meetingLink() {
    return t('sessions.meetingLink');
  },
  get classStart() {
    return t('sessions.classStart');
  },
  get classEnd() {
    return t('sessions.classEnd');
  },
  get duration() {
    return t('sessions.duration');
  },
  get registrationFee() {
    return t('sessions.registrationFee');
  },
  get seats() {
    return t('sessions.seats');
  },
  // The lists.
  get studySessionsTitle() {
    return t('sessions.studySessionsTitle');
  },
  get studySessionsPages() {
    return t('sessions.studySessionsPages');
  },
};
