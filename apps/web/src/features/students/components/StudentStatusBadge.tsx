/** Active or suspended, derived from is_active. */
export function StudentStatusBadge({ active }: { active: boolean }) {
  return <span className={active ? 'badge badge--success' : 'badge badge--danger'}>{active ? 'Active' : 'Suspended'}</span>;
}
