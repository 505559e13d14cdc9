// The admin's groups: cards of groups with their members, create/edit, delete and adding students.

export { groupKeys } from './api/groups-api';
export { AddStudentsDialog } from './components/AddStudentsDialog';
export { DeleteGroupDialog } from './components/DeleteGroupDialog';
export { GroupCard } from './components/GroupCard';
export { GroupFormDialog } from './components/GroupFormDialog';
export { useGroupsPage } from './hooks/use-groups';
export { filterGroups, pageCount } from './lib/group-list';
