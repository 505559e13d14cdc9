/** Active or suspended (a student, a member of staff), from is_active. */
export function ActiveStatusBadge({ active }: { active: boolean }) {
  return <span className={active ? 'badge badge--success' : 'badge badge--danger'}>{active ? 'Active' : 'Suspended'}</span>;
}
