/**
 * The booking screens' own texts, not (yet) in `messages` (packages/shared): the waitlist, the
 * cancellation dialog, the sections of My Booked Sessions and the calendar feed, named here once
 * so the screens and their tests agree.
 */
export const bookingTexts = {
  bookNow: 'Book Now',
  joinWaitlist: 'Join waitlist',
  leaveWaitlist: 'Leave waitlist',
  waitlistHint: 'When a seat frees up, the first in line gets it.',
  joinedWaitlist: 'You joined the waitlist',
  leftWaitlist: 'You left the waitlist',
  leaveTitle: 'Leave the waitlist?',
  leaveText: (position: number) => `You give up your place, #${position} in line.`,
  leaveDetails: [
    'The students behind you move up; nobody else is told.',
    'Joining again puts you at the end of the line.',
  ],
  confirmLeave: 'Yes, leave waitlist',
  keepPlace: 'Keep my place',
  position: (position: number) => `You are #${position} on the waitlist`,
  seatHeld: (until: string) => `A seat is yours until ${until}`,
  seatHeldHint: 'Book it before then, or it goes to the next in line.',

  cancelBooking: 'Cancel booking',
  cancelTitle: 'Cancel this booking?',
  confirmCancel: 'Yes, cancel booking',
  keepBooking: 'Keep booking',
  cancelText: (title: string) => `Your booking of "${title}" will be cancelled.`,
  willBeRefunded: (amount: string) => `You will be refunded ${amount}.`,
  refundedAlready: 'Your payment has been refunded in full already.',
  cancelUntil: (deadline: string) => `You can cancel until ${deadline}.`,
  deadlinePassed: (message: string, deadline: string) => `${message}: ${deadline}.`,

  resultBooked: 'You are booked on this session.',
  resultJoined: (position: number) => `You joined the waitlist: you are #${position} in line.`,
  resultLeft: 'You left the waitlist.',
  resultCancelled: 'Your booking is cancelled.',
  resultCancelledOf: (title: string) => `Your booking of "${title}" is cancelled.`,

  nextClass: 'Your next class',
  loadingNext: 'Loading...',
  noNextClass: 'No class coming up.',
  findSession: 'Find a session',
  allBookings: 'My Booked Sessions',
  waitlistPlaces: 'Your waitlist places',
  noWaitlists: 'You are not waiting for a seat anywhere.',

  upcoming: 'Upcoming',
  past: 'Past',
  cancelled: 'Cancelled',
  noUpcoming: 'No upcoming sessions.',
  noPast: 'No past sessions yet.',
  noCancelled: 'No cancelled bookings.',
  cancelledBy: { student: 'you', tutor: 'the tutor', admin: 'an admin' },
  refund: {
    pending: (amount: string) => `${amount} refund pending`,
    succeeded: (amount: string) => `${amount} refunded`,
    failed: (amount: string) => `${amount} refund failed: please contact us`,
  },

  feedTitle: 'Calendar feed',
  feedIntro:
    'Subscribe in one click, or copy this address into your calendar app, to see your booked classes there as they change. Keep it to yourself: anyone with it can read your classes.',
  feedLabel: 'Your calendar feed address',
  feedLoading: 'Loading your calendar feed...',
  feedFailed: 'Failed to load your calendar feed.',
  subscribe: 'Subscribe in your calendar app',
  subscribeGoogle: 'Subscribe in Google Calendar',
  copy: 'Copy',
  copied: 'Link copied ✅',
  copyFailed: 'Copy failed: select the address and copy it yourself',
  rotate: 'Rotate link',
  rotateTitle: 'Rotate your calendar link?',
  rotateText:
    'The current address stops working at once: calendar apps subscribed to it must be given the new one.',
  rotated: 'Calendar link rotated ✅',
};
