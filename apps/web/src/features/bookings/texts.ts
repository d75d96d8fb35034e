import { t } from '@/lib/i18n';

/**
 * The booking screens' own texts, not (yet) in `messages` (packages/shared): the waitlist, the
 * cancellation dialog, the sections of My Booked Sessions and the calendar feed, named here once
 * so the screens and their tests agree. Each is read in the language of the moment.
 */
export const bookingTexts = {
  get bookNow() {
    return t('bookings.bookNow');
  },
  get joinWaitlist() {
    return t('bookings.joinWaitlist');
  },
  get leaveWaitlist() {
    return t('bookings.leaveWaitlist');
  },
  get waitlistHint() {
    return t('bookings.waitlistHint');
  },
  get joinedWaitlist() {
    return t('bookings.joinedWaitlist');
  },
  get leftWaitlist() {
    return t('bookings.leftWaitlist');
  },
  get leaveTitle() {
    return t('bookings.leaveTitle');
  },
  leaveText: (position: number) => t('bookings.leaveText', { position }),
  get leaveDetails() {
    return [t('bookings.leaveDetailsMoveUp'), t('bookings.leaveDetailsRejoin')];
  },
  get confirmLeave() {
    return t('bookings.confirmLeave');
  },
  get keepPlace() {
    return t('bookings.keepPlace');
  },
  position: (position: number) => t('bookings.position', { position }),
  seatHeld: (until: string) => t('bookings.seatHeld', { until }),
  get seatHeldHint() {
    return t('bookings.seatHeldHint');
  },

  get cancelBooking() {
    return t('bookings.cancelBooking');
  },
  get cancelTitle() {
    return t('bookings.cancelTitle');
  },
  get confirmCancel() {
    return t('bookings.confirmCancel');
  },
  get keepBooking() {
    return t('bookings.keepBooking');
  },
  cancelText: (title: string) => t('bookings.cancelText', { title }),
  willBeRefunded: (amount: string) => t('bookings.willBeRefunded', { amount }),
  get refundedAlready() {
    return t('bookings.refundedAlready');
  },
  cancelUntil: (deadline: string) => t('bookings.cancelUntil', { deadline }),
  deadlinePassed: (message: string, deadline: string) =>
    t('bookings.deadlinePassed', { message, deadline }),

  get resultBooked() {
    return t('bookings.resultBooked');
  },
  resultJoined: (position: number) => t('bookings.resultJoined', { position }),
  get resultLeft() {
    return t('bookings.resultLeft');
  },
  get resultCancelled() {
    return t('bookings.resultCancelled');
  },
  resultCancelledOf: (title: string) => t('bookings.resultCancelledOf', { title }),

  get nextClass() {
    return t('bookings.nextClass');
  },
  get loadingNext() {
    return t('bookings.loadingNext');
  },
  get noNextClass() {
    return t('bookings.noNextClass');
  },
  get findSession() {
    return t('bookings.findSession');
  },
  get allBookings() {
    return t('bookings.allBookings');
  },
  get waitlistPlaces() {
    return t('bookings.waitlistPlaces');
  },
  get noWaitlists() {
    return t('bookings.noWaitlists');
  },

  get upcoming() {
    return t('bookings.upcoming');
  },
  get past() {
    return t('bookings.past');
  },
  get cancelled() {
    return t('bookings.cancelled');
  },
  get noUpcoming() {
    return t('bookings.noUpcoming');
  },
  get noPast() {
    return t('bookings.noPast');
  },
  get noCancelled() {
    return t('bookings.noCancelled');
  },
  /** Who cancelled, as it follows the moment on a card ("… by the tutor"). */
  cancelledBy: {
    get student() {
      return t('bookings.cancelledBy.student');
    },
    get tutor() {
      return t('bookings.cancelledBy.tutor');
    },
    get admin() {
      return t('bookings.cancelledBy.admin');
    },
  },
  refund: {
    pending: (amount: string) => t('bookings.refund.pending', { amount }),
    succeeded: (amount: string) => t('bookings.refund.succeeded', { amount }),
    failed: (amount: string) => t('bookings.refund.failed', { amount }),
  },

  get feedTitle() {
    return t('bookings.feedTitle');
  },
  get feedIntro() {
    return t('bookings.feedIntro');
  },
  get feedLabel() {
    return t('bookings.feedLabel');
  },
  get feedLoading() {
    return t('bookings.feedLoading');
  },
  get feedFailed() {
    return t('bookings.feedFailed');
  },
  get subscribe() {
    return t('bookings.subscribe');
  },
  get subscribeGoogle() {
    return t('bookings.subscribeGoogle');
  },
  get copy() {
    return t('bookings.copy');
  },
  get copied() {
    return t('bookings.copied');
  },
  get copyFailed() {
    return t('bookings.copyFailed');
  },
  get rotate() {
    return t('bookings.rotate');
  },
  get rotateTitle() {
    return t('bookings.rotateTitle');
  },
  get rotateText() {
    return t('bookings.rotateText');
  },
  get rotated() {
    return t('bookings.rotated');
  },
};
