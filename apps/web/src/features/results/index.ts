// Results: the candidate's sittings (/test-results) and an assignment's results for its centre.
export { AssignmentResultsView } from './components/AssignmentResultsView';
export { CandidateResults } from './components/CandidateResults';
export { QuestionTable } from './components/QuestionTable';
export { SpeakingBandControl } from './components/SpeakingBandControl';
export { TestResultsLink } from './components/TestResultsLink';
export { ASSIGNMENT_RESULTS_ROUTE, assignmentResultsPath, TEST_RESULTS_PATH } from './lib/paths';
export { formatBand } from './lib/result-format';
