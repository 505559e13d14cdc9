// The practice screens' text, apart from the practice tests' schemas: a page that only names them loads no schema.
/** Spec 1 §8: the public tests' messages, and what marking a practice test says. */
export const PracticeTexts = {
  failedToFetchTests: 'Failed to fetch tests',
  failedToFetchTest: 'Failed to fetch test',
  failedToLoadTests: 'Failed to load tests',
  noActiveTestSession: 'No active test session',
  tooManyMarkRequests: 'Too many marking requests. Please wait and try again.',

  practiceTestsLink: 'Practice tests',
  practiceTestsTitle: 'Practice Tests',
  practiceTestsSubtitle: 'Sit a practice test on your own; it is marked as soon as you finish',
  loadingTests: 'Loading practice tests...',
  noPracticeTests: 'No practice tests available',
  noPracticeTestsDescription: 'Practice tests will appear here when they are published.',
  sampleTestOffline: 'The server cannot be reached. You can still practise with the built-in sample reading test.',
  start: 'Start',
  testType: 'Type',
  duration: 'Duration',
  /** {n} is a number of minutes. */
  durationMinutes: '{n} minutes',
  totalQuestions: 'Questions',
  passScore: 'Pass score',
  loadingTest: 'Loading practice test...',
  runningSampleTest:
    'The server cannot be reached, so the built-in sample reading test runs instead. Your answers stay on this device until they can be marked.',
  timeLeft: 'Time left',
  /** {done} and {total} are numbers of questions. */
  answeredOfTotal: 'Answered {done} of {total}',
  questionList: 'Questions',
  questionNavigation: 'Question navigation',
  previous: 'Previous',
  next: 'Next',
  /** {n} and {count}: the step shown and how many there are. */
  stepOfSteps: 'Step {n} of {count}',
  finish: 'Finish',
  confirmFinishTitle: 'Finish the test?',
  /** {done} and {total} are numbers of questions. */
  confirmFinish: 'You have answered {done} of {total} questions. Your answers will be marked and cannot be changed.',
  keepWorking: 'Keep working',
  markingAnswers: 'Marking your answers...',
  markingNeedsServer: 'Marking needs the server, which cannot be reached. Your answers are kept on this device.',
  answersKept: 'Your answers are kept on this device until they are marked.',
  tryMarkingAgain: 'Try marking again',
  resultTitle: 'Your result',
  /** {score} and {total}: marks earned and available. */
  scoreOfTotal: '{score} / {total}',
  passed: 'Passed',
  notPassed: 'Not passed',
  yourAnswers: 'Your answers',
  question: 'Question',
  yourAnswer: 'Your answer',
  correctAnswer: 'Correct answer',
  result: 'Result',
  noAnswer: 'No answer',
  correct: 'Correct',
  incorrect: 'Incorrect',
  /** {marks} of {max} for a question worth more than one mark. */
  partMarks: '{marks} of {max} marks',
  practiceAgain: 'Practice again',
  backToPracticeTests: 'Back to practice tests',
} as const;
