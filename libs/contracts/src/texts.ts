/** User-facing texts. Those in quotes in the specification are copied exactly. */
export const Texts = {
  copied: 'Copied to clipboard',
  copyFailed: 'Could not copy to the clipboard',
  loginFailed: 'Login failed. Please try again.',
  loginNetworkError: 'Network error. Please check your connection and try again.',
  authInitFailed: 'Failed to initialize authentication',
  invalidCredentials: 'Invalid login ID or password',
  accountSuspended: 'This account is suspended. Please contact your centre.',
  /** On the candidate's screen when their account is suspended while they sit (the reason the server sends). */
  sittingStoppedTitle: 'Your test has stopped',
  sittingStoppedSuspended:
    'Your centre has suspended your account, so this test has stopped. Your saved answers are kept. Please speak to your invigilator.',
  tooManyLoginAttempts: 'Too many sign-in attempts. Please wait and try again.',
  notAuthenticated: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have access to this area',
  notFound: 'Not found',
  somethingWentWrong: 'Something went wrong',
  /** Text holding U+0000 or half of a character pair: nothing can store it, so it is refused with this. */
  unsupportedCharacter: 'This text contains a character that cannot be saved. Remove it and try again.',
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
  /** {changes} is how many changes are kept on this device: '1 change', '3 changes'. */
  offlineChangesWaiting: 'Offline: {changes} waiting',
  /** {reason} is why the server refused the change, or why saving stopped. */
  notSaved: 'Not saved: {reason}',
  finishSection: 'Finish {section}',
  confirmFinishSection: 'Finish {section}? You will not be able to return to it.',
  sectionTimeUp: 'Time is up for {section}. Your answers were saved.',
  examPaused: 'The exam is paused. Your time is stopped until the invigilator resumes it.',
  examTakenOver:
    'This exam was opened in another window. Answers typed here are no longer saved; please continue in the other window.',
  examComplete: 'You have completed all sections of this test.',
  invigilatorMessage: 'Message from the invigilator',
  // what the invigilator did, told to the candidate until they dismiss it; {duration} is e.g. '3 minutes 20 seconds'
  invigilatorGaveOneMinute: 'The invigilator gave you 1 more minute.',
  /** {n} is a number of minutes other than 1. */
  invigilatorGaveMinutes: 'The invigilator gave you {n} more minutes.',
  offlineTimeGivenBack: 'You were given back {duration}: the time you lost while offline.',
  invigilatorPausedExam: 'The invigilator paused the exam. Your time is stopped.',
  invigilatorResumedExam: 'The invigilator resumed the exam. Your time is running again.',
  examNotices: 'Messages',
  /** {notice} is the text of the message being dismissed. */
  dismissNotice: 'Dismiss: {notice}',
  /** {n} is the number of words typed. */
  wordCount: 'Words: {n}',
  backToDashboard: 'Back to Dashboard',
  chooseTestFirst: 'Choose a test to sit from your dashboard.',
  examContext: 'Exam',
  sectionLocked: 'The {section} section is not open for you',
  sectionLockedHint: 'Sections are taken in order: Listening, then Reading, then Writing. Carry on where you are.',
  goToCurrentStep: 'Go to my current section',
  testTakerId: 'Test Taker ID',
  examContent: 'Exam questions',
  examPausedTitle: 'Exam paused',
  screenHidden: 'Screen hidden. Select Show screen to continue.',
  questionNavigation: 'Questions',
  partLabel: 'Part {n}',
  partQuestions: 'Questions of part {n}',
  answeredOfTotal: '{done} of {total}',
  /** A part tab's name for screen readers: its label and count read apart, never 'Part 20 of 10'. */
  partTabName: 'Part {n}, {done} of {total} answered',
  answeredState: 'answered',
  unansweredState: 'not answered',
  flaggedState: 'flagged for review',
  previousQuestion: 'Previous question',
  nextQuestion: 'Next question',
  reviewBeforeFinishing: 'Check your answers before you finish {section}',
  unansweredQuestions: 'Not answered',
  flaggedQuestions: 'Flagged for review',
  everythingAnswered: 'Every question has an answer.',
  nothingFlagged: 'No question is flagged.',
  recordingPlaying: 'Recording: Part {n}',
  recordingsFinished: 'The recordings have finished',
  playRecording: 'Play recording',
  volume: 'Volume',
  /** The listening recording's place: elapsed and total as m:ss. */
  recordingProgress: 'Recording progress',
  recordingTime: '{elapsed} / {total}',
  // the sound check before Listening
  soundCheckTitle: 'Sound check',
  soundCheckInstructions:
    'Put on your headphones and select Play sound. Use the volume control until you can hear the sound clearly, then select I can hear the sound.',
  playSound: 'Play sound',
  stopSound: 'Stop sound',
  soundPlaying: 'The test sound is playing.',
  soundCheckPlayFirst: 'Play the sound first.',
  soundUnavailable: 'This browser cannot play sound. Tell the invigilator.',
  canHearSound: 'I can hear the sound',
  soundChecked: 'Sound checked',
  soundNotChecked: 'Sound not checked',
  /** On the roster, while a candidate's listening recording is still downloading before Listening. */
  recordingNotLoaded: 'Recording not loaded: {percent} %',
  /** On the roster: the invigilator holds this candidate's start of their next section. */
  startHeldBadge: 'Start held',
  failedToLoadExamData: 'Failed to load exam data. Please try again.',
  tryAgain: 'Try again',
  loadingListeningExam: 'Loading listening exam...',
  loadingReadingExam: 'Loading reading exam...',
  loadingWritingExam: 'Loading writing exam...',
  resizePassage: 'Resize the passage and questions',
  readingPassage: 'Reading passage',
  writingAnswerLabel: 'Your answer to task {n}',
  writingPlaceholder: 'Start typing your answer here...',
  writingTasks: 'Writing tasks',
  minimumWords: 'min {n}',
  submitWriting: 'Submit',
  flagTask: 'Flag for review',
  unflagTask: 'Remove flag',
  resizeWriting: 'Resize the task and your answer',
  writingTaskRegion: 'The task',
  /** {n} is a question number. */
  questionLabel: 'Question {n}',
  /** A slot answering several questions at once ('choose TWO letters'). */
  /** {n} is 1 or 2. */
  writingTaskLabel: 'Task {n}',

  // the candidate's journey pages; {section} is a section name such as 'Listening'
  welcomeTitle: 'Welcome',
  startExam: 'Start Exam',
  rulesTitle: '{section} Rules',
  rulesHeading: 'Rules',
  testOverviewTitle: 'Test Overview',
  thankYouTitle: 'Thank You',
  /** The end page of a sitting the invigilator submitted (force submit), instead of the thank-you. */
  invigilatorEndedTest: 'Your invigilator ended your test',
  invigilatorEndedTestDetail: 'Your answers saved up to that moment have been submitted.',
  sectionNotFinished: 'The {section} section is not finished yet',
  beginListeningTest: 'Begin Listening Test',
  beginReadingSection: 'Begin Reading Section',
  beginWritingTest: 'Begin Writing Test',
  beginSection: 'Begin {section} Section',
  startingTest: 'Starting Test...',
  /** {section} in lower case, e.g. 'listening'. */
  failedToStartSectionTest: 'Failed to start the {section} test. Please try again.',
  instructionVideoUnavailable: 'Instruction video unavailable',
  readTheRulesBelow: 'read the rules below',
  confirmRulesRead: 'I have read and understood the rules above',
  iConfirm: 'I confirm',
  watchVideoToConfirm: 'Play the instruction video to enable this.',
  startSectionTest: 'Start {section} Test',
  sectionCompletedTitle: '{section} Section Completed',
  backToTestOverview: 'Back to Test Overview',
  // /ielts-rule: the rules of the whole sitting
  ieltsRulesTitle: 'IELTS Test Rules',
  sittingRulesHeading: 'Rules of the test',
  sectionTimings: 'Sections and timings',
  eachSectionRulesHeading: 'Rules of each section',
  startNextSection: 'Start {section} Section',
  finishExam: 'Finish',
  scoreComingSoon: 'You will get to know about your score soon',
  logOut: 'Log Out',
  answersStillSending: 'Some answers are still being sent; stay online for a moment.',
  testPageTitle: 'Test Page',
  testTypeNotImplemented: 'This test type is not yet implemented.',
  tryListeningTest: 'Please try the listening test.',
  goBack: 'Go Back',

  // spec 2: student test overview and submission confirmation
  loadingTest: 'Loading test...',
  testNotFoundTitle: 'Test Not Found',
  failedToLoadTestData: 'Failed to load test data',
  /** {date} is the due date and time. */
  dueOn: 'Due: {date}',
  noDueDate: 'No due date',
  /** A time on the centre's clock: {time} is YYYY-MM-DD HH:mm, {zone} the zone's label ('GMT (London)'). */
  timeInZone: '{time} {zone}',
  onePart: '1 part',
  /** {n} is a number other than 1. */
  manyParts: '{n} parts',
  testGroup: 'Test Group',
  // the student test overview's line about each part's content (spec 2); {count} is oneQuestion or manyQuestions
  oneQuestion: '1 question',
  /** {n} is a number other than 1. */
  manyQuestions: '{n} questions',
  /** {range} is '1-10'. */
  questionsInRange: 'Questions {range} ({count})',
  /** {questions} is the count (and range), {types} the question types. */
  questionsOfTypes: '{questions}: {types}.',
  /** {task} is the task type, {n} the minimum number of words. */
  writingTaskOutline: '{task}: write at least {n} words.',
  writingTask: 'Writing task',
  partContentNotReady: 'The content of this part is not available yet.',
  /**
   * Where the spec's Play Audio button was: the overview never plays the recording, and the audio
   * route answers this to any page but the exam's listening section.
   */
  recordingPlaysInExam: 'The recording plays once, automatically, in the Listening section of the exam.',
  sectionNotReached: 'This section is not open: its content loads once the test reaches it.',
  /** The listening rules while the recording comes down: {percent} of the whole. */
  recordingDownloading: 'Downloading the recording: {percent} %',
  recordingDownloadStarting: 'Downloading the recording...',
  recordingDownloaded: 'The recording is ready.',
  recordingDownloadFailed: 'The recording could not be downloaded. Check the connection, then try again.',
  /** On a section's rules while the invigilator holds the candidate's start. */
  startHeldNotice: 'Your invigilator has asked you to wait. You can begin when they tell you.',
  /** A listening part's line on the overview: {answer} is yes or no. */
  partAudio: 'Audio: {answer}',
  yes: 'yes',
  no: 'no',
  submitTest: 'Submit Test',
  testSubmittedSuccessfully: 'Test submitted successfully!',
  failedToSubmitTest: 'Failed to submit test',
  submitBySections: 'This test is submitted by finishing its sections. Continue the test and finish each section to submit it.',
  continueToTest: 'Continue to the test',
  cancel: 'Cancel',
  testSubmittedTitle: 'Test Submitted',
  testSubmittedDescription: 'Your test has been successfully submitted and is being processed.',
  /** {id} is 'TS-' and eight digits. */
  submissionId: 'Submission ID: {id}',
  returnToLogin: 'Return to Login',
  resultsWithin48Hours: 'Results will be available within 48 hours',

  // the invigilation screens; {candidates} is '1 candidate' or 'N candidates' (oneCandidate / manyCandidates)
  noTestsBeingSat: 'No tests are being sat right now',
  failedToLoadTestsBeingSat: 'Failed to load the tests being sat',
  connectingToRoster: 'Connecting to the live roster…',
  rosterReconnecting: 'Live updates interrupted. Reconnecting…',
  rosterNotReachable: 'The live roster could not be loaded. Please try again.',
  /** Told to an admin's or developer's page whose live channel was closed for a newer window of the same sign-in. */
  liveWindowReplaced:
    'Live updates stopped in this window: you have this page open in too many windows or tabs. Close the ones you do not need, then reload this page.',
  assignmentNotFoundForInvigilation: 'This test assignment could not be found at your centre.',
  invigilatorActionTimedOut: 'The server did not answer in time. The action may not have been applied; please check the roster.',
  oneCandidate: '1 candidate',
  /** {n} is a number other than 1. */
  manyCandidates: '{n} candidates',
  noCandidatesMatchFilter: 'No candidates match this filter',
  /** {minutes} is '1 minute' or 'N minutes'. */
  confirmExtendTime: 'Add {minutes} to the running section for {candidates}?',
  confirmPauseExam: 'Pause the exam for {candidates}? Their time stops until you resume it.',
  confirmResumeExam: 'Resume the exam for {candidates}? Their time starts again where it stopped.',
  confirmHoldStart:
    'Hold the start for {candidates}? They cannot begin their next section until you release it; a section already running goes on.',
  confirmReleaseStart: 'Release the start for {candidates}? They can begin their next section at once.',
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
  startHeldFor: 'Start held for {candidates}',
  startReleasedFor: 'Start released for {candidates}',
  messageSentTo: 'Message sent to {candidates}',
  testSubmittedFor: 'Test submitted for {candidates}',
  /** {max} is the largest number of minutes allowed. */
  extensionMinutesRange: 'Enter whole minutes from 1 to {max}',
  /** {max} is the longest message allowed. */
  messageTooLong: 'A message is at most {max} characters',
  messageRequired: 'Write a message',
  creditOfflineAmounts: 'Each candidate gets back:',
  /** Heads the list of the candidates an action will touch, in its confirmation. */
  actionAppliesTo: 'It applies to:',
  autoCreditLabel: 'Give offline time back automatically',
  /** {min} is AUTO_CREDIT_MIN_OFFLINE_SECONDS. */
  autoCreditHint:
    'When a candidate reconnects after at least {min} seconds offline, the time they lost is added to the section they are sitting.',
  autoCreditNotSaved: 'The setting could not be saved. Please try again.',

  // paged lists
  previousPage: 'Previous',
  nextPage: 'Next',
  /** {page} of {pages}. */
  pageOf: 'Page {page} of {pages}',
} as const;
