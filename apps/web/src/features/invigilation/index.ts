// Live invigilation: assignments and the roster.
export { AssignmentsTable } from './components/AssignmentsTable';
export { LiveRosterView } from './components/LiveRosterView';
export { useInvigilationAssignments } from './hooks/use-invigilation-assignments';
export { INVIGILATION_PATH } from './lib/paths';
export { splitUpcoming } from './lib/upcoming';
