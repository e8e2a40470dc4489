/**
 * Texts shared by the API and the web app: error codes and validation messages. The English
 * values are the exact texts of SPEC.md where it gives one.
 */
export const en = {
  errors: {
    validation_failed: 'Some fields are not valid.',
    invalid_json: 'The request body is not valid JSON.',
    invalid_multipart: 'The form could not be read. Please send it again.',
    unsupported_media_type: 'This content type is not supported.',
    payload_too_large: 'The request is too large.',
    not_found: 'Not found.',
    route_not_found: 'This API path does not exist.',
    unauthorized: 'Unauthorized access',
    forbidden: 'You do not have access to this.',
    conflict: 'This conflicts with existing data.',
    rate_limited: 'Too many attempts. Please wait a moment and try again.',
    internal_error: 'Server error. Please try again later.',
    database_unavailable: 'The service is briefly unavailable. Please try again shortly.',
    service_unavailable: 'The server is restarting. Please try again in a moment.',
    education_system_not_found: 'This education system does not exist.',
    education_level_not_found: 'This education level does not exist.',
    grade_not_found: 'This grade does not exist.',
    subject_not_found: 'This subject does not exist.',
    tutor_subject_not_found: 'This subject is not in your list.',
    invalid_user_type: 'Invalid UserType. Must be 0 (Student), 1 (Parent), or 2 (Tutor).',
    invalid_credentials: 'The email or password is incorrect.',
    email_not_confirmed:
      'Please confirm your email before logging in. We can send you a new confirmation link.',
    confirmation_token_invalid:
      'This confirmation link is invalid or has expired. Please request a new one.',
    reset_token_invalid: 'This reset link is invalid or has expired. Please request a new one.',
    session_expired: 'Your session has ended. Please log in again.',
    origin_not_allowed: 'This request did not come from the Nibras website.',
    unsupported_image: 'The profile photo must be a JPEG, PNG or WebP image.',
    photo_too_large: 'The profile photo must be at most 2 MB.',
    tutor_not_found: 'This tutor does not exist or is not listed yet.',
    booking_not_found: 'This session does not exist.',
    child_not_found: 'Choose one of your children.',
    subject_not_taught: 'This tutor does not teach this subject.',
    slot_unavailable: "This time is not one of the tutor's free times. Please choose another.",
    booking_conflict: 'This time was just taken. Please choose another time.',
    trial_already_used: 'The free trial with this tutor has already been used.',
    invalid_transition: 'This session cannot be changed that way now.',
    join_not_open: 'The classroom opens 10 minutes before the start and closes at the end.',
    already_reviewed: 'This session has already been reviewed.',
    idempotency_key_reused: 'This Idempotency-Key was already used for another request.',
    current_password_wrong: 'Your current password is not correct.',
    email_taken: 'This email address already belongs to another account.',
    email_unchanged: 'This is already your email address.',
    email_change_token_invalid:
      'This link is invalid, was already used or has expired. Please ask for a new one on your profile.',
    deletion_not_confirmed: 'Type the word shown, or your email address, to confirm.',
    child_has_upcoming_sessions:
      'This child still has upcoming sessions. Cancel them first, then remove the child.',
    child_login_exists: 'This child already has a login of their own.',
    invitation_not_found: 'This invitation does not exist or was already answered.',
    student_already_linked: 'This student account is already part of a family.',
    conversation_not_found: 'This conversation does not exist.',
    message_not_found: 'This message does not exist.',
    own_message_not_reportable: 'You cannot report your own message.',
    already_reported: 'You have already reported this message.',
    social_provider_not_configured: 'Signing in with this provider is not available.',
    social_provider_unavailable:
      'We could not reach the sign-in provider. Please try again in a moment, or log in with your email.',
    social_cancelled: 'Sign-in was cancelled. Nothing was shared with Nibras.',
    social_sign_in_failed:
      'We could not verify the answer of the sign-in provider. Please try again.',
    social_sign_in_expired:
      'This sign-in took too long or was already used. Please start again from the login page.',
    social_email_missing:
      'The provider did not share an email address, which Nibras needs. Please sign up with your email instead.',
    social_link_token_invalid:
      'This link is invalid, was already used or has expired, or it was opened in another browser. Please start again from the login page.',
    identity_not_found: 'This sign-in is not linked to your account.',
    last_sign_in_method:
      'This is the only way to sign in to your account. Set a password first, then remove it.',
  },
  validation: {
    required: 'This field is required.',
    idInvalid: 'The id must be a positive whole number.',
    subjectRequired: 'Choose a subject.',
    subjectUnknown: 'This subject does not exist.',
    priceRequired: 'Enter a price.',
    priceFormat: 'Enter the price as a number with at most two decimal places.',
    pricePositive: 'The price must be greater than 0.',
    priceTooHigh: 'The price must be at most 10,000.',
    tooLong: 'This text is too long.',
    tooMany: 'Too many items are selected.',
    selectionInvalid: 'Please choose one of the options.',
    passwordTooLong: 'Password must be at most 128 characters.',
    userTypeInvalid: 'Invalid UserType. Must be 0 (Student), 1 (Parent), or 2 (Tutor).',
    confirmationLinkInvalid: 'Invalid confirmation link.',
    learningGoalsRequired: 'Learning goals are required',
    learningGoalsTooLong: 'Learning goals must be at most 300 characters',
    preferredLearningTimeRequired: 'Preferred learning time is required',
    schoolNameRequired: 'School name is required',
    subjectsRequired: 'Select at least one subject',
    signIn: {
      emailRequired: 'Email is required',
      emailInvalid: 'Email is invalid',
      passwordRequired: 'Password is required',
      passwordTooShort: 'Password must be at least 6 character',
    },
    signup: {
      fullNameRequired: 'Full name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email',
      passwordRequired: 'Password is required',
      passwordTooShort: 'Password must be at least 6 characters',
      confirmPasswordRequired: 'Confirm your password',
      passwordsMustMatch: 'Passwords must match',
      phoneRequired: 'Phone number is required',
      phoneInvalid:
        'Enter a valid phone number with its country code, for example +20 100 123 4567, or as you dial it in the country of your time zone',
    },
    student: {
      ageRequired: 'Age is required',
      ageNotNumber: 'Age must be a valid number',
      ageMin: 'Age must be at least 3',
      ageMax: 'Age must be at most 25',
      currentGradeRequired: 'Current grade is required',
    },
    tutor: {
      educationRequired: 'Education is required',
      yearsOfExperienceRequired: 'Years of experience is required',
      yearsOfExperienceNotNumber: 'Years of experience must be a valid number',
      yearsOfExperienceTooHigh: 'Years of experience must be at most 70',
      hourlyRateRequired: 'Hourly rate is required',
      hourlyRateNotNumber: 'Hourly rate must be a valid number',
      hourlyRateMin: 'Hourly rate must be at least 1',
      hourlyRateMax: 'Hourly rate must be at most 10000',
      bioRequired: 'Bio is required',
      bioTooLong: 'Bio must be at most 500 characters',
      languagesRequired: 'Select at least one language',
      educationSystemRequired: 'Education system is required',
      educationLevelRequired: 'Education level is required',
      gradeRequired: 'Grade is required',
    },
    parent: {
      childNameRequired: 'Child name is required',
      childAgeRequired: 'Child age is required',
      childAgeNotNumber: 'Child age must be a number',
      childAgeRange: 'Child age must be between 3 and 25',
      childGradeRequired: 'Child grade is required',
      preferredLanguageRequired: 'Preferred language is required',
    },
    resetRequest: {
      emailRequired: 'Email is required.',
      emailInvalid: 'Please enter a valid email address.',
    },
    availability: {
      timeZoneInvalid: 'Choose a time zone from the list, for example Asia/Riyadh.',
      timeInvalid: 'Enter a time as HH:mm, from 00:00 to 24:00.',
      endAfterStart: 'The end time must be after the start time.',
      overlap: 'This range overlaps another range on the same day.',
      dateInvalid: 'Enter a real date as YYYY-MM-DD.',
      dateRepeated: 'This date already has an override.',
      noticeRange: 'The minimum notice must be between 0 minutes and 30 days.',
      horizonRange: 'Bookings may be opened between 1 and 365 days ahead.',
      instantInvalid:
        'Enter a date and time in ISO 8601 with a time zone, for example 2025-06-01T09:00:00Z.',
      windowOrder: 'The end of the window must be after its start.',
      windowTooLong: 'Ask for at most 31 days of slots at a time.',
      tooManyRanges: 'Keep at most 6 time ranges on one day.',
      tooManyOverrides: 'Keep at most 100 dates with their own hours.',
    },
    booking: {
      idInvalid: 'This id is not valid.',
      startInvalid: "Choose a start time from the tutor's free times.",
      subjectRequired: 'Choose a subject.',
      notesRequired: 'Write a few words about the session.',
      ratingRange: 'Choose a rating from 1 to 5 stars.',
    },
    textInvalid: 'This text contains characters that are not allowed.',
    returnPathInvalid: 'This return address is not part of Nibras.',
    tutorSearch: {
      priceOrder: 'The minimum price must not be above the maximum price.',
      numberInvalid: 'Enter a number.',
      cursorInvalid: 'This page of results is out of date. Start the search again.',
    },
    tutorProfile: {
      headlineRequired: 'Headline is required',
      headlineTooLong: 'Headline must be at most 120 characters',
      gradesRequired: 'Select at least one grade',
    },
    messaging: {
      conversationInvalid: 'This conversation does not exist.',
      bodyRequired: 'Write a message.',
      bodyTooLong: 'A message can be at most 2,000 characters.',
      reasonRequired: 'Choose why you are reporting this message.',
      detailsTooLong: 'The details can be at most 500 characters.',
    },
    contact: {
      nameRequired: 'Please tell us your name.',
      nameTooLong: 'The name must be at most 100 characters.',
      emailRequired: 'Email is required',
      emailInvalid: 'Enter a valid email address, so we can answer you.',
      topicRequired: 'Choose what your message is about.',
      messageRequired: 'Write your message.',
      messageTooShort: 'Please write at least 10 characters, so we understand how to help.',
      messageTooLong: 'The message must be at most 2,000 characters.',
    },
    account: {
      currentPasswordRequired: 'Enter your current password.',
      confirmationRequired: 'Type the word shown to confirm.',
      confirmationMismatch: 'Type the word shown, or your email address, to confirm.',
    },
    reset: {
      tokenMissing: 'Invalid or missing token. Please use the link sent to your email.',
      passwordRequired: 'Password is required.',
      passwordTooShort: 'Password must be at least 6 characters.',
      confirmPasswordRequired: 'Please confirm your password.',
      passwordsDoNotMatch: 'Passwords do not match.',
    },
  },
  /** Success messages of the account calls (the envelope's `message`). */
  auth: {
    registered: 'Your account has been created. Check your email to confirm it.',
    emailConfirmed: 'Your email has been successfully confirmed.',
    confirmationSent:
      'If this account still needs confirming, a new confirmation link has been sent.',
    loggedIn: 'Logged in successfully',
    loggedOut: 'Logged out successfully',
    refreshed: 'Session renewed',
    passwordResetRequested: 'If this email is registered, a password reset link has been sent.',
    passwordReset: 'Your password has been reset successfully!',
    socialLinked: 'The sign-in is linked to your account.',
    socialLinkSent:
      'We sent a link to your email address. Open it in this browser to link the sign-in.',
    socialUnlinked: 'The sign-in is removed from your account.',
  },
  /** Success messages of the tutor's availability and public profile. */
  tutors: {
    availabilitySaved: 'Your hours are saved.',
    profileSaved: 'Your profile is saved.',
  },
  /** Success messages of booking and the session's life. */
  booking: {
    requested: 'Your request is sent. The tutor will confirm it soon.',
    booked: 'Your session is booked and confirmed.',
    confirmed: 'The session is confirmed.',
    declined: 'The request is declined.',
    cancelled: 'The session is cancelled.',
    rescheduled: 'The session is moved to its new time.',
    completed: 'The session is marked as completed.',
    noShow: 'The no-show is recorded.',
    notesSaved: 'Your notes are saved.',
    reviewed: 'Thank you for your review.',
  },
  /** Success message of the /contact form. */
  contact: {
    sent: 'Thank you! Your message has reached our support team. We usually answer within two working days.',
  },
  /** Success messages of /profile's account calls. */
  account: {
    saved: 'Your profile is saved.',
    photoSaved: 'Your photo is saved.',
    passwordChanged: 'Your password is changed. Your other devices have been signed out.',
    emailChangeRequested:
      'We sent a confirmation link to your new address. Your email changes when you open it.',
    emailChanged: 'Your email address is changed.',
    deleted: 'Your account is deleted.',
  },
  /** Success messages of the family account. */
  family: {
    childAdded: 'The child is added.',
    childSaved: "The child's details are saved.",
    childDeleted: 'The child is removed.',
    childArchived: 'The child is removed. Their past sessions stay in the history.',
    loginCreated:
      'The login is made. We sent a confirmation link to its address; once it is confirmed, your child can log in.',
    invitationSent:
      'If a student account uses this address and can join a family, we sent them your invitation.',
    invitationCancelled: 'The invitation is cancelled.',
    invitationAccepted: 'You joined the family.',
    invitationDeclined: 'The invitation is declined.',
  },
  /** Success messages of messaging. */
  messaging: {
    reported: 'Thank you. Your report has reached our team.',
  },
  /** Success messages of the tutor's subject prices. */
  tutorSubjects: {
    added: 'Subject added',
    updated: 'Prices updated',
    removed: 'Subject removed',
  },
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type SharedMessages = Shape<typeof en>;
