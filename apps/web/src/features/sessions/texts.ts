import { DATE_RANGE, MAX_SEARCH_LENGTH, MAX_SEARCH_WORDS } from '@studyhall/shared';

/**
 * The session screens' own texts for time, place, seats and search, not (yet) in `messages`
 * (packages/shared), named here once so the screens and their tests agree.
 */
export const sessionTexts = {
  searchLabel: 'Search study sessions',
  keywords: 'Keywords',
  fee: 'Fee',
  anyFee: 'Any fee',
  free: 'Free',
  paid: 'Paid',
  registration: 'Registration',
  anyRegistration: 'Any',
  classesFrom: 'Classes from',
  classesTo: 'Classes to',
  sortBy: 'Sort by',
  sorts: {
    newest: 'Newest',
    soonest: 'Soonest class',
    rating: 'Best rated',
    price: 'Lowest price',
    available: 'Open first',
  },
  search: 'Search',
  filtersButton: (active: number) => (active ? `Filters (${active})` : 'Filters'),
  clearFilters: 'Clear filters',
  searchRefused: 'Correct the search above to see its sessions.',
  found: (total: number) => `${total} ${total === 1 ? 'session' : 'sessions'} found`,
  /** What to change when the search rules refuse a field the search form lets one type. */
  searchProblems: {
    q: `Use at most ${MAX_SEARCH_WORDS} words and ${MAX_SEARCH_LENGTH} characters.`,
    from: `Choose a day from ${DATE_RANGE.first} to ${DATE_RANGE.last}.`,
    to: `Choose a day on or after the first day, up to ${DATE_RANGE.last}.`,
  } as Partial<Record<string, string>>,

  registrationOpens: 'Registration opens',
  registrationCloses: 'Registration closes',
  registrationDaysLabel: "Registration days (the school's time)",
  registrationDays: (first: string, last: string, zone: string) =>
    `From the start of ${first} through the end of ${last}, days in ${zone}.`,

  timesIn: (zone: string, id: string) =>
    `Dates and times are in the school's time zone: ${zone} (${id}).`,
  previewTitle: (zone: string) => `In your time (${zone})`,
  previewClass: (when: string) => `Class: ${when}`,
  previewRegistration: (opens: string, closes: string) =>
    `Registration: from ${opens} to ${closes}`,
  previewEmpty: 'Fill in the dates to see them in your time.',
  capacityHint: 'Leave empty for no limit.',
  unlimited: 'Unlimited',
  seatsLeft: (left: number) => `${left} ${left === 1 ? 'seat' : 'seats'} left`,
  cancelled: 'Cancelled',
  cancelledNotice: 'This session was cancelled.',
  reason: 'Reason:',

  nextClass: 'Your next class',
  loadingNext: 'Loading...',
  noNextClass: 'No published class coming up.',
  createOne: 'Create a session',
  allMySessions: 'My Study Sessions',
  bookedBy: 'Booked by',
  awaitingApproval: 'Waiting for approval',
  waitingCount: (n: number) => `${n} ${n === 1 ? 'session waits' : 'sessions wait'} for approval`,
  noneAwaiting: 'None of your sessions is waiting for approval.',
  sessionsToReview: 'Sessions to review',
  reviewSessions: 'Review in All Sessions',
  nothingToReview: 'No session is waiting for approval.',

  manageTitle: 'Manage this session',
  manageStudents: 'Students & attendance',
  viewSession: 'View',
  seatsTaken: (taken: number, capacity: number | null) =>
    capacity === null
      ? `${taken} ${taken === 1 ? 'seat' : 'seats'} taken (no limit)`
      : `${taken} of ${capacity} seats taken`,
  changeLimit: 'Change seat limit',
  saveLimit: 'Save seat limit',
  limitSaved: 'Seat limit saved ✅',
  limitWhole: 'Seat limit must be a whole number',
  limitRange: (max: number) => `Seat limit must be from 1 to ${max}, or empty for no limit`,

  waitlistTitle: 'Waitlist',
  seatHeldUntil: (until: string) => `Seat held until ${until}`,

  deleteTitle: 'Delete this session?',
  deleteText: (title: string) =>
    `"${title}" and its bookings, reviews and materials will be deleted. This action cannot be undone!`,
  /** Who hears of a deletion and who gets money back, from the seats taken and the fee. */
  deleteDetails: (booked: number, fee: string | null): string[] =>
    booked === 0
      ? ['Nobody has booked it, so nobody is told or refunded.']
      : [
          `${booked} ${booked === 1 ? 'student loses their booking' : 'students lose their bookings'}, and anyone on its waitlist their place.`,
          'Nobody is told: to tell them why, cancel the session from its page instead.',
          fee
            ? `Each paid booking is refunded in full (${fee}) to the card that paid.`
            : 'It is free: there is nothing to refund.',
        ],
  confirmDelete: 'Yes, delete it!',

  cancelSession: 'Cancel session',
  cancelTitle: 'Cancel this session?',
  cancelText:
    'Every booking is cancelled and refunded in full, and everyone booked or waiting is told why. This cannot be undone.',
  confirmCancel: 'Yes, cancel session',
  keepSession: 'Keep session',
  reasonLabel: 'Reason (told to everyone booked)',
  reasonRequired: 'Reason is required',
  sessionCancelled: 'Session cancelled',
  startedForTutor: 'The class has started: only an admin can cancel it now.',

  studentsTitle: 'Students',
  studentsLoading: 'Loading students...',
  studentsFailed: 'The students could not be loaded.',
  noStudents: 'No one has booked this session yet.',
  studentsCaption: 'Students who booked this session, with their attendance',
  studentsPages: 'Students pages',
  attendanceFrom: (start: string) => `Attendance can be taken once the class starts: ${start}.`,
  attendanceHow: 'Mark each student present or absent; a mark can be changed.',
  attendanceMeeting: 'Attendance for the meeting of',
  booked: 'Booked',
  bookingCancelled: 'Cancelled',
  present: 'Present',
  absent: 'Absent',
  notMarked: 'Not marked',
  attendanceOf: (name: string) => `Attendance of ${name}`,
  marked: (name: string, status: string) => `${name} marked ${status.toLowerCase()}.`,
};
