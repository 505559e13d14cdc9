// The candidate's dashboard: assigned tests and the section content they open.
export { candidateKeys, fetchSectionContent } from './api/candidate-api';
export { AssignedTestList } from './components/AssignedTestList';
export { CandidateHeader } from './components/CandidateHeader';
export { useAssignedTests } from './hooks/use-assigned-tests';
