import { AssignmentTexts } from '@cdi/contracts';
import { ApiError } from '../common/api-error';

/**
 * A suspended student cannot sign in, so a test given to them could never be sat: every way of giving
 * one student a test (an assignment, a new test, a template, a shuffle) refuses them with 409. Pick
 * lists leave them out in the first place (GET /admin/students, per-student shuffles).
 */
export function refuseSuspendedStudent(student: { isActive: boolean }, field: string): void {
  if (!student.isActive) throw ApiError.conflict(AssignmentTexts.studentSuspended, field);
}
