import { StaffPanel } from '../features/staff';

/** /admin-dashboard/staff: the centre's team and their roles. */
export function StaffPage() {
  return <StaffPanel />;
}
