// The assignments' text, apart from their schemas: a page that only names them loads no schema.
/** The Assigned Tests page and its service errors. {n}, {title}, {date} fill in. */
export const AssignmentTexts = {
  title: 'Assigned Tests',
  subtitle: 'Tests given to groups and students',
  /** Spec 3 §2: the notice says to use Test Making/Shuffling to create and assign. */
  deprecatedNotice: 'Use Test Making/Shuffling to create tests and assign them.',
  goToTestMaking: 'Open Test Making',
  active: 'Active',
  history: 'History',
  tabsLabel: 'Which assignments',
  target: 'Target',
  test: 'Test',
  assignedAt: 'Assigned At',
  window: 'Window',
  /** {opens} and {closes} are dates and times. */
  windowRange: '{opens} to {closes}',
  /** {date} is the due date and time. */
  dueOn: 'Due: {date}',
  noWindow: 'Any time',
  actions: 'Actions',
  groupSuffix: '(group)',
  studentSuffix: '(student)',
  noAssignments: 'No assignments yet',
  untitledTest: 'Untitled Test',
  viewParts: 'View parts',
  details: 'Details',
  hideDetails: 'Hide details',
  invigilate: 'Invigilate',
  delete: 'Delete',
  compositionTitle: 'Assigned Test: {title}',
  loadingComposition: 'Loading composition…',
  noParts: 'No parts',
  close: 'Close',
  partLabel: 'Part {n}',
  opensAt: 'Opens',
  closesAt: 'Closes',
  dueAt: 'Due',
  notes: 'Notes',
  started: 'Started',
  notSet: 'Not set',
  /** {n} candidates have started the test. */
  startedCount: '{n} started',
  confirmDeleteTitle: 'Delete assignment',
  /** {title} is the test's title, {target} who it was given to. */
  confirmDelete: 'Delete the assignment of "{title}" to {target}? Candidates will no longer see it.',
  assignmentDeleted: 'Assignment deleted',
  /** {n} is how many candidates are sitting it now (started, not submitted). */
  cannotDeleteSitting:
    'This assignment cannot be deleted while it is being sat: {n} candidate(s) have started it and not submitted yet.',
  /** {n} candidates have submitted it, {released} of them with their results released. */
  deleteSubmittedWarning:
    '{n} candidate(s) have submitted this test ({released} with results released). Deleting the assignment deletes their answers and results too, and cannot be undone.',
  /** {title} is the assignment's name (its test's title). */
  typeNameToDelete: 'Type the assignment’s name, {title}, to delete it',
  /** {title} is the assignment's name; {n} how many have submitted it. */
  confirmNameMismatch: 'To delete an assignment {n} candidate(s) have submitted, confirm it with its name, "{title}".',
  assignmentNotFound: 'Assignment not found',
  testNotFound: 'Test not found',
  targetNotFound: 'The group or student to assign to was not found',
  /** Answered (409) to giving a test to a suspended student, however it is given. */
  studentSuspended: 'This student is suspended and cannot be given a test. Activate them on the Students page first.',
  oneTarget: 'Choose a group or a student to assign to (one of the two)',
  closesBeforeOpens: 'The closing time must be after the opening time',
  closesInPast: 'The closing time must be in the future',
  setTimes: 'Set times',
  /** {title} is the test's title. */
  setTimesTitle: 'Opening and closing times: {title}',
  opensAtLabel: 'Opens at',
  closesAtLabel: 'Closes at',
  windowHint: 'Optional: leave blank for no limit. Candidates cannot start the test outside these times.',
  notesLabel: 'Notes',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  timesSaved: 'Times saved',
  failedToUpdateAssignment: 'Failed to update assignment',
  releaseModeLabel: 'After release, candidates see',
  releaseModeHint: 'Applies to released results at once: choose less to keep the answers and the key from candidates.',
  invalidTime: 'Enter a valid date and time',
  upcoming: 'Upcoming',
  live: 'Being sat now',
  noUpcoming: 'No upcoming sittings',
  // the assignment calls' fallback errors
  failedToFetchAssignments: 'Failed to fetch assignments',
  failedToCreateAssignment: 'Failed to create assignment',
  failedToDeleteAssignment: 'Failed to delete assignment',
  failedToFetchAvailableTests: 'Failed to fetch available tests',
  // the candidate's side of the window
  /** {date} is the opening date and time. */
  opensOn: 'Opens: {date}',
  /** {date} is the closing date and time. */
  closesOn: 'Closes: {date}',
  notOpenYet: 'Not open yet',
  closed: 'Closed',
} as const;
