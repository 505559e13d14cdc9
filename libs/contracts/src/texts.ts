/** User-facing texts. Those in quotes in the specification are copied exactly. */
export const Texts = {
  loginFailed: 'Login failed. Please try again.',
  loginNetworkError: 'Network error. Please check your connection and try again.',
  authInitFailed: 'Failed to initialize authentication',
  invalidCredentials: 'Invalid login ID or password',
  accountSuspended: 'This account is suspended. Please contact your centre.',
  tooManyLoginAttempts: 'Too many sign-in attempts. Please wait and try again.',
  notAuthenticated: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have access to this area',
  notFound: 'Not found',
  somethingWentWrong: 'Something went wrong',
  requestTimedOut: 'The server took too long to answer. Please try again.',

  tenantNameRequired: 'Tenant name is required',
  tenantIdRequired: 'Tenant ID is required',
  tenantPasswordRequired: 'Tenant password is required',
  tenantNameExists: 'Tenant name already exists',
  loginIdExists: 'Login ID already exists',
  loginIdFormat: 'Login ID may contain only letters, digits, dots, dashes and underscores',
  loginIdRequired: 'Login ID is required',
  passwordTooShort: 'Password must be at least 8 characters',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  noChangesToSave: 'No changes to save',
  tenantNotFound: 'Tenant not found',
  studentNotFound: 'The requested student could not be found.',

  failedToCreateTenant: 'Failed to create tenant',
  failedToRefreshTenants: 'Failed to refresh tenants',
  failedToLoadTenant: 'Failed to load tenant',
  failedToUpdateTenant: 'Failed to update tenant',
  failedToDeleteTenant: 'Failed to delete tenant',
  failedToUpdateLoginId: 'Failed to update login ID',
  failedToUpdatePassword: 'Failed to update password',

  loading: 'Loading…',
  comingSoon: 'This section is coming soon.',
  failedToFetchStudents: 'Failed to fetch students',
  failedToFetchGroups: 'Failed to fetch groups',

  sessionExpiringSoon: 'Your session is about to expire due to inactivity.',
  checkingAvailability: 'Checking availability…',
  idAvailable: 'ID available',
  noTenantsFound: 'No tenants found',
  noTenantsMatchSearch: 'Try adjusting your search criteria.',
  noTenantsYet: 'Get started by adding your first tenant organization.',
  /** {name} is the tenant name. */
  confirmDeleteTenant: 'Are you sure you want to delete "{name}"? This will remove all data for this tenant.',
  tenantCreated: 'Tenant created',
  tenantUpdated: 'Tenant updated',
  tenantDeleted: 'Tenant deleted',
  noStudents: 'No students',
  noTests: 'No tests',
  noGroups: 'No groups',
  noExams: 'No exams',
  passwordMinimumHint: 'Minimum 8 characters',
  loginIdUpdated: 'Login ID updated',
  passwordUpdatedSigningOut: 'Password updated. Signing you out…',

  // spec 2: student dashboard
  assignedTestsTitle: 'Your Assigned Tests',
  assignedTestsSubtitle: 'Complete your assigned IELTS tests to track your progress',
  loadingAssignedTests: 'Loading your assigned tests...',
  noTestsAssignedTitle: 'No Tests Assigned',
  noTestsAssignedDescription: "You don't have any tests assigned yet. Check back later or contact your instructor.",
  failedToLoadAssignedTests: 'Failed to load assigned tests',
  failedToStartTest: 'Failed to start test',
  startTest: 'Start Test',
  continueTest: 'Continue Test',
  testCompleted: 'Completed',
  overdue: 'Overdue',

  // the exam sitting page; {section} is a section name such as 'Listening'
  connectingToTest: 'Connecting to your test…',
  examNotReachable: 'The exam could not reach the server. Please check your connection and try again.',
  allChangesSaved: 'All changes saved',
  savingChanges: 'Saving…',
  /** {n} is the number of changes kept on this device. */
  offlineChangesWaiting: 'Offline: {n} changes waiting',
  /** {reason} is why the server refused the change, or why saving stopped. */
  notSaved: 'Not saved: {reason}',
  startSection: 'Start {section}',
  finishSection: 'Finish {section}',
  confirmFinishSection: 'Finish {section}? You will not be able to return to it.',
  sectionTimeUp: 'Time is up for {section}. Your answers were saved.',
  examPaused: 'The exam is paused. Your time is stopped until the invigilator resumes it.',
  examTakenOver:
    'This exam was opened in another window. Answers typed here are no longer saved; please continue in the other window.',
  examSubmitted: 'Your test has been submitted. You can close this page.',
  examComplete: 'You have completed all sections of this test.',
  invigilatorMessage: 'Message from the invigilator',
  /** {n} is the number of words typed. */
  wordCount: 'Words: {n}',
  backToDashboard: 'Back to Dashboard',
  /** {n} is a question number. */
  questionLabel: 'Question {n}',
  /** A slot answering several questions at once ('choose TWO letters'). */
  questionsLabel: 'Questions {first}–{last}',
  /** {n} is 1 or 2. */
  writingTaskLabel: 'Task {n}',
  /** {keys} lists the letters, e.g. 'A–F'. */
  answerHintLetter: 'One letter ({keys})',
  /** {count} letters from {keys}. */
  answerHintLetters: '{count} letters ({keys}), separated by commas',

  // the invigilation screens; {candidates} is '1 candidate' or 'N candidates' (oneCandidate / manyCandidates)
  noTestsBeingSat: 'No tests are being sat right now',
  failedToLoadTestsBeingSat: 'Failed to load the tests being sat',
  connectingToRoster: 'Connecting to the live roster…',
  rosterReconnecting: 'Live updates interrupted. Reconnecting…',
  rosterNotReachable: 'The live roster could not be loaded. Please try again.',
  assignmentNotFoundForInvigilation: 'This test assignment could not be found at your centre.',
  invigilatorActionTimedOut: 'The server did not answer in time. The action may not have been applied; please check the roster.',
  oneCandidate: '1 candidate',
  /** {n} is a number other than 1. */
  manyCandidates: '{n} candidates',
  noCandidatesMatchFilter: 'No candidates match this filter',
  /** {minutes} is the number of minutes added. */
  confirmExtendTime: 'Add {minutes} minutes to the running section for {candidates}?',
  confirmPauseExam: 'Pause the exam for {candidates}? Their time stops until you resume it.',
  confirmResumeExam: 'Resume the exam for {candidates}? Their time starts again where it stopped.',
  confirmSendMessage: 'Send this message to {candidates}?',
  confirmSendAnnouncement: 'Send this announcement to everyone sitting this test?',
  confirmForceSubmit: 'Submit the test now for {candidates}? Their saved answers are kept, and they cannot change them any more.',
  confirmCreditOffline:
    'Give {candidates} back the time they lost offline? It is added to the section they are sitting; time already given back is not added twice.',
  timeExtended: 'Time extended for {candidates}',
  offlineTimeCredited: 'Offline time given back to {candidates}',
  noOfflineTimeToCredit: 'No offline time to give back: the chosen candidates have lost none since the last credit',
  examPausedFor: 'Exam paused for {candidates}',
  examResumedFor: 'Exam resumed for {candidates}',
  messageSentTo: 'Message sent to {candidates}',
  testSubmittedFor: 'Test submitted for {candidates}',
  /** {max} is the largest number of minutes allowed. */
  extensionMinutesRange: 'Enter whole minutes from 1 to {max}',
  /** {max} is the longest message allowed. */
  messageTooLong: 'A message is at most {max} characters',
  messageRequired: 'Write a message',
} as const;
