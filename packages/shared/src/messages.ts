/**
 * Every text the product shows a user (docs/product.md#messages), written once. The API sends
 * these as `{ message }` and the web shows them in toasts, so both sides always agree on the
 * wording. This file is the English source: `messages` and `apiMessages` read the reader's
 * language from packages/shared/src/locales (docs/languages.md#the-shared-messages), and a
 * message of values gets them as positional placeholders (`{0}` is its first argument).
 */
import { UPLOAD_BYTES_PER_DAY, UPLOADS_PER_DAY } from './constants';
import { type MessageTree, messageView } from './i18n/message-view';

// These two texts are used in more than one place.
const CANNOT_BE_UNDONE = 'This action cannot be undone!';
const REQUEST_FAILED = 'Failed to send request ❌';

export const englishMessages = {
  auth: {
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email',
    passwordRequired: 'Password is required',
    passwordTooShortLogin: 'Password must be at least 6 characters',
    passwordTooShortRegister: 'Password must be 6 characters or longer',
    passwordTooLong: 'Password must be at most 128 characters',
    nameRequired: 'Name is required',
    loginSuccess: 'Logged in successfully 🎉',
    loginFailed: 'Invalid email or password!',
    registerSuccess: 'Account created successfully 🎉',
    registerFailed: 'Registration failed!',
    saveUserFailed: 'Failed to save user info',
    logoutSuccess: 'Logged out',
    notSignedIn: 'You must be signed in',
    forbidden: 'You do not have permission to do this',
  },
  lists: {
    sessionsFailed: 'Failed to load sessions.',
    loadingSessions: 'Loading sessions...',
    loadingTutors: 'Loading tutors...',
    noAvailableSessions: 'No available sessions.',
    noStudySessions: 'No study sessions available.',
    noTutors: 'No tutors found.',
    noPendingSessions: 'No pending sessions.',
    noApprovedSessions: 'No approved sessions.',
    tutorsFailed: 'Failed to load tutors.',
    loadingSession: 'Loading session...',
    noMatchingSessions: 'No sessions match your search.',
  },
  uploads: {
    imageUploadFailed: 'Image upload failed!',
    profilePictureUploaded: 'Profile picture uploaded ✅',
    imageTooLarge: 'Image must be 5 MB or smaller',
    imageUnsupported: 'Image must be a JPEG, PNG, WebP or GIF file',
    imageTooManyPixels: 'Image must be at most 16 megapixels (for example 4096 × 4096 pixels)',
    dailyLimit: `You can upload at most ${UPLOADS_PER_DAY} images (${UPLOAD_BYTES_PER_DAY / 1024 / 1024} MB) a day; try again later`,
    busy: 'Too many images are being processed right now; try again in a few seconds',
  },
  reviews: {
    loginRequired: 'Please login to add a review',
    bookFirst: 'You must book this session first',
    added: 'Review added ✅',
    failed: 'Failed to add review ❌',
    thanks: 'Thanks, your review is posted.',
    none: 'No reviews yet',
  },
  bookings: {
    booked: 'Session booked successfully 🎉',
    failed: 'Failed to book session ❌',
    alreadyBooked: 'Already booked',
    afterPaymentFailed: 'Booking failed ❌',
    registrationClosed: 'Registration is closed for this session',
    registrationNotOpen: 'Registration has not started yet',
    paymentSuccess: 'Payment successful & session booked 🎉',
    sessionFull: 'This session is full',
    cancellationDeadlinePassed: 'The cancellation deadline has passed',
    cancelled: 'Booking cancelled',
    none: 'You have not booked any sessions yet.',
    loading: 'Loading booked sessions...',
  },
  users: {
    roleUpdated: 'Role updated ✅',
    roleUpdateFailed: 'Something went wrong ❌',
    tutorRequestSent: 'Tutor request sent successfully ✅',
    tutorRequestFailed: REQUEST_FAILED,
    tutorApproved: 'Tutor approved successfully ✅',
    tutorApproveFailed: '❌ Failed to approve tutor',
    tutorDeclined: 'Tutor request declined ❌',
    tutorDeclineFailed: '❌ Failed to decline tutor',
    notLoggedIn: 'User not logged in ❌',
    noPendingRequests: 'No pending requests',
    loading: 'Loading users...',
    none: 'No users found.',
    loadingRequests: 'Loading requests...',
    requestPendingState: 'Your tutor request is pending review.',
    onlyStudentsRequest: 'Only students can apply to be a tutor.',
  },
  sessions: {
    created: 'Session created successfully! ✅ (Waiting for approval)',
    createFailed: 'Failed to create session ❌',
    requestedAgain: 'Approval request sent again ✅',
    requestAgainFailed: REQUEST_FAILED,
    approved: 'Session approved ✅',
    approveFailed: 'Failed to approve ❌',
    rejected: 'Session rejected ❌',
    rejectFailed: 'Failed to reject ❌',
    deleted: 'Session deleted 🗑️',
    deleteFailed: 'Failed to delete ❌',
    updated: 'Session updated ✏️',
    updateFailed: 'Failed to update ❌',
    fetchFailed: 'Failed to fetch sessions ❌',
    rejectionReasonRequired: 'Rejection reason required ❌',
    validFeeRequired: 'Please enter a valid fee amount ❌',
    titleRequired: 'Title required ❌',
    notFound: 'Session not found',
  },
  materials: {
    uploaded: 'Material uploaded ✅',
    uploadFailed: 'Upload failed ❌',
    deleted: 'Material deleted',
    deleteFailed: 'Delete failed',
    updated: 'Material updated ✅',
    updateFailed: 'Update failed ❌',
    downloadFailed: 'Download failed ❌',
    selectSession: 'Please select a session!',
    loading: 'Loading materials...',
    none: 'No materials found.',
    noBookedSessions: 'You have not booked any sessions yet.',
    noApprovedSessions: 'You have no approved sessions yet.',
    uploadingImage: 'Uploading image...',
    confirmTitle: 'Delete this material?',
    confirmText: CANNOT_BE_UNDONE,
    confirmButton: 'Delete',
  },
  notes: {
    created: 'Note created successfully!',
    createFailed: 'Failed to create note',
    updated: 'Note updated successfully!',
    updateFailed: 'Failed to update note',
    empty: 'You haven’t created any notes yet.',
    loading: 'Loading notes...',
    confirmTitle: 'Are you sure?',
    confirmText: CANNOT_BE_UNDONE,
    confirmButton: 'Yes, delete it!',
    deletedTitle: 'Deleted!',
    deletedText: 'Your note has been deleted.',
    errorTitle: 'Error!',
    errorText: 'Something went wrong.',
  },
  payments: {
    invalidCardNumber: 'Your card number is invalid.',
    invalidCvc: "Your card's security code is invalid.",
    incompleteExpiry: "Your card's expiration date is incomplete.",
    expiredCard: 'Your card has expired.',
    invalidExpiryMonth: "Your card's expiration month is invalid.",
    freeSession: 'This session is free; book it directly',
    sandboxNote:
      'No real card is charged in test mode. Use the test card 4242 4242 4242 4242 with any future expiry date and any 3-digit CVC.',
    stripeNote: 'Test cards are accepted, for example 4242 4242 4242 4242.',
  },
  account: {
    passwordRequired: 'Password is required',
    currentPasswordRequired: 'Current password is required',
    passwordsDiffer: 'Passwords do not match',
    resetRequested:
      'If an account exists for that email, a link to reset its password is on its way. It works for one hour.',
    resetDone: 'Your password has been reset. Sign in with your new password.',
    resetLinkInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
    emailNotVerified:
      'Please verify your email address before signing in. Check your inbox for the link.',
    verificationSent: 'We sent you a new verification link. Check your inbox.',
    checkInbox: 'Account created. We sent a verification link to your email.',
    emailVerified: 'Your email address is verified 🎉',
    profileSaved: 'Profile updated ✅',
    passwordChanged: 'Password changed. Your other sessions were signed out.',
    deleteConfirm: `Delete your account and sign out? ${CANNOT_BE_UNDONE}`,
    accountDeleted: 'Your account has been deleted',
    preferencesSaved: 'Preferences saved ✅',
    unsubscribed: 'Done: you will no longer get these emails.',
  },
  /** Signing in through the school's own provider (OIDC_*) and the limits a school sets. */
  schoolSignIn: {
    emailDomainNotAllowed:
      "Only the school's own email addresses can sign in or register here. Use your school account.",
    passwordSignInOff:
      'Signing in with a password is turned off here: use the button to sign in with your school account.',
    accountNotLinked:
      'An account with this email already exists, and your school did not confirm that the address is yours, so the two were not joined. Sign in with your password instead.',
    cancelled: 'Signing in was cancelled.',
    expired: 'That sign-in took too long or was already used. Please start again.',
    failed: 'Signing in did not work. Please try again.',
  },
  notifications: {
    none: 'No notifications yet',
    failed: 'Failed to load notifications.',
  },
  forbidden: {
    title: '403 - Forbidden',
    text: 'Sorry, you do not have permission to access this page. Please contact an administrator if you believe this is a mistake.',
  },
  generic: {
    notFound: 'Not found',
    internal: 'Something went wrong on our side. Please try again.',
    tooManyRequests: 'Too many requests. Please slow down.',
  },
} as const satisfies MessageTree;

export const messages = messageView(englishMessages);

/**
 * Texts only the API sends, as `{ message }`; the web shows them as they come and never names
 * them, so they stay out of its bundle.
 */
export const englishApiMessages = {
  auth: {
    tooManyAttempts: 'Too many sign-in attempts. Please try again later.',
    tooManyResetRequests:
      'Too many password reset requests for this email. Please try again in 15 minutes.',
    /** The school's provider signs in only through its redirect flow, never a posted ID token. */
    schoolIdTokenRefused:
      "idToken is not accepted for the school's sign-in: start it without one and follow the redirect",
  },
  account: {
    wrongPassword: 'Incorrect password',
    wrongEmail: 'Type your email address to confirm',
    lastAdmin: 'The last admin cannot delete their account',
    sessionsBooked:
      'Some of your sessions have bookings. Ask an admin to cancel them before deleting your account.',
  },
  waitlist: {
    seatsLeft: 'Seats are still free: book the session instead',
    alreadyWaiting: 'You are already on the waitlist',
    notWaiting: 'You are not on the waitlist',
  },
  notifications: {
    notFound: 'Notification not found',
    unsubscribeInvalid: 'This unsubscribe link is not valid',
  },
  calendar: {
    /** An unknown, or rotated, feed address. */
    feedNotFound: 'Calendar feed not found',
  },
  reviews: {
    alreadyReviewed: 'You have already reviewed this session',
  },
  bookings: {
    paymentRequired: 'This session requires a verified payment',
    ownSession: 'You cannot book or review a session you tutor',
    notFound: 'Booking not found',
    alreadyCancelled: 'This booking is already cancelled',
    fullRefunded: 'This session filled up while you paid. Your payment has been refunded in full.',
    unavailableRefunded:
      'This session can no longer be booked. Your payment has been refunded in full.',
    priceChangedRefunded:
      "This session's fee changed while you paid. Your payment has been refunded in full; pay the new fee to book.",
    alreadyBookedRefunded:
      'You had booked this session already. This payment has been refunded in full.',
    cannotBookRefunded:
      'Your account can no longer book this session. Your payment has been refunded in full.',
    paymentFinished:
      'This payment was refunded or has been used for a booking already. Pay again to book.',
  },
  tutors: {
    notFound: 'Tutor not found',
  },
  users: {
    lastAdmin: 'The last admin cannot be demoted',
    requestPending: 'A tutor request is already pending',
    noPendingRequest: 'This user has no pending tutor request',
    notFound: 'User not found',
  },
  sessions: {
    capacityBelowSeats: 'capacity cannot be below the seats already taken',
    notCancellable: 'Only pending or published sessions can be cancelled',
    startedForTutor: 'The class has started: only an admin can cancel it now',
    notPending: 'Only pending sessions can be approved or rejected',
    notRejected: 'Only rejected sessions can be requested again',
    paymentsNotCanceled:
      "The session's open payments could not be cancelled, so it was not deleted. Please try again.",
    paymentInProgress: 'A payment for this session is in progress. Please try again in a moment.',
  },
  meetings: {
    notFound: 'Meeting not found',
    sessionClosed: 'The meetings of a cancelled or rejected session cannot change',
    cancelled: 'This meeting is cancelled already',
    begun: 'This meeting has begun: it can no longer be changed',
    inPast: 'A meeting can only be set to a time ahead',
    overlaps: 'This meeting would overlap another meeting of the session',
    overlapsLesson: 'This meeting would overlap a lesson the tutor has booked at that time',
    tooMany: 'A session meets at most 100 times',
    lastOne: 'This is the last meeting left: cancel the session instead',
  },
  lessons: {
    notFound: 'Lesson not found',
    typeNotFound: 'Lesson type not found',
    notASlot: 'This time is not one of the times offered for this lesson',
    slotTaken: 'This time is no longer available',
    deadlinePassed: 'The cancellation deadline has passed',
    started: 'The lesson has started: only an admin can change it now',
    cancelled: 'This lesson is cancelled already',
    notStarted: 'Attendance can be marked once the lesson has started',
    typeNotBookable: 'This lesson type cannot be booked',
    typeNotPending: 'Only pending lesson types can be approved or rejected',
    typeNotRejected: 'Only rejected lesson types can be requested again',
    freeType: 'This lesson is free; book it directly',
    paymentRequired: 'This lesson requires a verified payment',
    ownLesson: 'You cannot book a lesson with yourself',
    noAvailability: 'This tutor has not published their hours yet',
    sessionOverlapsLessons:
      "This session's meetings would overlap lessons its tutor has booked: move them first",
  },
  materials: {
    notFound: 'Material not found',
    sessionNotApproved: 'Materials can be added only to your own approved sessions',
  },
  notes: {
    notFound: 'Note not found',
  },
  payments: {
    cardDeclined: 'Your card was declined.',
    insufficientFunds: 'Your card has insufficient funds.',
    processingError: 'An error occurred while processing your card. Try again in a little bit.',
    priceMismatch: 'The price has changed; please reload the page',
    sessionUnavailable: 'This session can no longer be booked',
    finished: 'This payment is closed: it was refunded or used already. Start a new payment.',
    notFound: 'Payment not found',
    notPaid: 'Only a paid payment can be refunded',
    nothingToRefund: 'This payment has been refunded in full already',
    /** More was asked than is left to give back; `leftCents` is what is. */
    refundTooLarge: (leftCents: number) =>
      `amount is more than is left to refund: at most ${leftCents} cents ($${(leftCents / 100).toFixed(2)})`,
  },
  attendance: {
    notStarted: 'Attendance can be taken once the class has started',
    notLive: 'Attendance is taken only for live bookings; this one is cancelled',
    meetingRequired: 'meetingId is required: this session meets more than once',
    meetingCancelled: 'This meeting is cancelled: it takes no attendance',
  },
  uploads: {
    imageRequired: 'image is required',
    multipartRequired: 'Send the image as multipart/form-data',
    fileNotFound: 'File not found',
  },
  /** Input no route can use, refused before any schema reads it (http/input-guard.ts). */
  input: {
    /** What the refusals below name when no one field is to blame. */
    request: 'The request',
    tooDeep: (field: string) => `${field} is nested too deeply`,
    tooManyValues: (field: string, max: number) =>
      `${field} holds too many values (at most ${max.toLocaleString('en-US')} in a request)`,
    nulInName: (field: string) => `${field} must not have a field name with NUL characters`,
  },
  /** A 400 whose input the schemas refused before any field's own message (http/errors.ts). */
  validation: {
    invalidRequest: 'Invalid request',
    /** `names` lists the fields, `count` of them. */
    unknownFields: (count: number, names: string) =>
      `Unknown field${count > 1 ? 's' : ''}: ${names}`,
    /** `part` is Fastify's name of the request's part: body, querystring, params or headers. */
    notAnObject: (part: string) => `The request ${part} must be a JSON object`,
  },
  /**
   * The kinds of value zod's generic texts name ('expected string, received undefined'): its
   * Arabic texts, and its Spanish 'int', leave them in English (http/request-language.ts).
   */
  valueKinds: {
    string: 'string',
    number: 'number',
    int: 'int',
    boolean: 'boolean',
    bigint: 'bigint',
    symbol: 'symbol',
    undefined: 'undefined',
    null: 'null',
    object: 'object',
    array: 'array',
    date: 'date',
    NaN: 'NaN',
    function: 'function',
    file: 'file',
    map: 'map',
    set: 'set',
  },
} as const satisfies MessageTree;

/** Their catalogue keys start with `api.` (`api.bookings.notFound`): a group of their own. */
export const apiMessages = /* @__PURE__ */ messageView(englishApiMessages, 'api.');
