// The results screens' text, apart from the results' schemas: a page that only names them loads no schema.
export const ResultTexts = {
  // candidate /test-results
  title: 'Test Results',
  subtitle: 'Your sittings and bands',
  loading: 'Loading results...',
  failedToLoad: 'Failed to load test results',
  noSittings: 'No completed tests yet',
  noSittingsHint: 'When you finish a test it appears here; your bands follow once they are released.',
  /** {date} is when results are expected. */
  expectedBy: 'Results expected by {date}',
  promise: 'Results will be available within 48 hours',
  submittedOn: 'Submitted {date}',
  released: 'Released',
  awaitingRelease: 'Being marked',
  listening: 'Listening',
  reading: 'Reading',
  writing: 'Writing',
  overall: 'Overall',
  speaking: 'Speaking',
  /** Without a Speaking band the overall is the mean of the three skills sat on the platform. */
  overallNote: 'L/R/W average',
  overallExplanation:
    'Speaking is not taken on this platform, so the overall band is the average of Listening, Reading and Writing.',
  /** With Speaking recorded by the centre's examiner the overall is IELTS's, of the four skills. */
  overallFourSkillsNote: 'L/R/W/S',
  overallFourSkillsExplanation:
    'The overall band is the average of Listening, Reading, Writing and Speaking, rounded to the nearest half band (.25 rounds up to the next half band, .75 to the next whole band).',
  /** The overall card's and the table's label for each kind of overall. */
  overallLabels: { four_skills: 'Overall band', lrw_average: 'Overall band (L/R/W average)' },
  /** The export's "Overall basis" column. */
  overallBases: { four_skills: 'L/R/W/S', lrw_average: 'L/R/W average' },
  // Speaking, recorded by the centre's examiner on the marking screen
  speakingBand: 'Speaking band',
  speakingNotRecorded: 'Not recorded',
  speakingHint: 'Speaking is examined at the centre; record its band here. With it the overall band counts all four skills.',
  /** {name} the examiner, {date} when. */
  speakingRecordedBy: 'Recorded by {name} on {date}',
  speakingSave: 'Save Speaking band',
  speakingSaved: 'Speaking band saved',
  speakingCleared: 'Speaking band cleared',
  invalidSpeakingBand: 'A Speaking band is a whole or half band from 0 to 9, or null to clear it',
  failedToSaveSpeaking: 'Failed to save the Speaking band',
  rawScore: '{score}/{max}',
  showAnswers: 'Show answers',
  hideAnswers: 'Hide answers',
  question: 'Question',
  yourAnswer: 'Your answer',
  correctAnswer: 'Correct answer',
  result: 'Result',
  correct: 'Correct',
  incorrect: 'Incorrect',
  noAnswer: '(no answer)',
  writingFeedback: 'Writing feedback',
  /** {n} is 1 or 2. */
  task: 'Task {n}',
  criteria: {
    ta: 'Task Achievement / Response',
    cc: 'Coherence and Cohesion',
    lr: 'Lexical Resource',
    gra: 'Grammatical Range and Accuracy',
  },
  comment: 'Examiner comment',
  backToDashboard: 'Back to Dashboard',
  // centre
  resultsTitle: 'Results: {title}',
  candidate: 'Candidate',
  status: 'Status',
  statuses: {
    not_started: 'Not started',
    in_progress: 'In progress',
    marking: 'Marking',
    awaiting_writing: 'Writing to mark',
    ready: 'Ready to release',
    released: 'Released',
  },
  release: 'Release',
  releaseAll: 'Release all marked',
  releasing: 'Releasing...',
  /** {n} sittings. */
  releasedCount: 'Released {n} result(s)',
  remark: 'Re-mark Listening and Reading',
  remarkQueued: 'Re-marking queued for {n} section(s)',
  // confirmations: a release is seen at once, and a re-mark may change released results
  releaseConfirmTitle: 'Release results?',
  /** {n} candidates, {title} the test. */
  releaseAllConfirm:
    'Release results for {n} candidate(s) of “{title}”? Each sees their bands, their answers against the key and the examiners’ feedback at once.',
  /** {name} the candidate, {title} the test. */
  releaseOneConfirm:
    'Release results for {name} of “{title}”? They see their bands, their answers against the key and the examiners’ feedback at once.',
  remarkConfirmTitle: 'Re-mark Listening and Reading?',
  /** {n} candidates, {title} the test. */
  remarkConfirm:
    'Listening and Reading of {n} candidate(s) of “{title}” are marked again with the current answer keys and band tables.',
  /** {n} of the candidates above. */
  remarkReleased: 'Released results can change for {n} candidate(s):',
  remarkNoneReleased: 'No released result is touched.',
  remarkNothing: 'No candidate of “{title}” has a Listening or Reading section to re-mark yet.',
  bandTablesScope:
    'Saved tables band the results not released yet. Released results keep their bands until you re-mark Listening and Reading.',
  exportCsv: 'Export CSV',
  exportXlsx: 'Export XLSX',
  distribution: 'Overall band distribution',
  difficulty: 'Question difficulty',
  shareCorrect: 'Share correct',
  noResults: 'No results yet',
  notMarkedYet: 'Not marked yet',
  viewDetails: 'View Details',
  bandTables: 'Band tables',
  readingModule: 'Reading module',
  readingModules: { academic: 'Academic', general_training: 'General Training' },
  bandTablesSaved: 'Band tables saved',
  // the screens' own labels (not quoted by the spec)
  /** The action that opens an assignment's results (Assigned Tests, invigilation). */
  results: 'Results',
  backToAssignments: 'Back to Assigned Tests',
  candidateId: 'Candidate ID',
  band: 'Band',
  actions: 'Actions',
  score: 'Score',
  marked: 'Marked',
  /** The few questions fewest candidates got right. */
  hardest: 'Hardest',
  questionOrder: 'Question order',
  hardestFirst: 'Hardest first',
  usingDefaultTables: 'This test uses the published tables.',
  usingCustomTables: 'This test uses tables adjusted by the centre.',
  minRaw: 'Lowest raw score',
  addRow: 'Add row',
  /** {n} is the row's number. */
  removeRow: 'Remove row {n}',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  answers: 'Answers',
  candidateAnswer: "Candidate's answer",
  /** {marks} of {max} marks on a slot worth more than one. */
  marksOf: '{marks}/{max} marks',
  rawAnswers: 'Answers and solutions as stored',
  noQuestions: 'No questions marked',
  failedToLoadDetails: 'Failed to load the result',
  failedToSaveBandTables: 'Failed to save the band tables',
  failedToRemark: 'Failed to re-mark results',
  tryAgain: 'Try again',
  completed: 'Completed',
  order: 'Order',
  candidates: 'Candidates',
  noMarkedSittings: 'No fully marked sittings yet',
  chartFailed: 'The chart could not be loaded.',
  // errors
  notFound: 'Result not found',
  notReadyToRelease: 'Results can be released once every section is marked',
  nothingToRelease: 'No marked results to release',
  invalidBandTable: 'Invalid band table: {problem}',
  failedToRelease: 'Failed to release results',
  failedToExport: 'Failed to export results',
} as const;
