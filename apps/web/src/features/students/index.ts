// The admin's students: list, profile, bulk enrolment.
export { AddStudentDialog } from './components/AddStudentDialog';
export { ImportStudentsDialog } from './components/ImportStudentsDialog';
export { StudentProfile } from './components/StudentProfile';
export { StudentsTable } from './components/StudentsTable';
export { SuspendStudentDialog } from './components/SuspendStudentDialog';
export { useStudent, useStudentList, useStudentStatus } from './hooks/use-students';
export type { StudentListParams } from './api/students-api';
