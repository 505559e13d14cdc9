// The admin's Assigned Tests: Active and History lists, the composition of each test, delete, and invigilation links.
export { AssignmentsTable } from './components/AssignmentsTable';
export { CandidateArrangementsDialog } from './components/CandidateArrangementsDialog';
export { CompositionDialog } from './components/CompositionDialog';
export { DeleteAssignmentDialog } from './components/DeleteAssignmentDialog';
export { SetTimesDialog } from './components/SetTimesDialog';
export type { AssignmentsTab } from './api/assignments-api';
export { useAssignmentsPage } from './hooks/use-assignments';
