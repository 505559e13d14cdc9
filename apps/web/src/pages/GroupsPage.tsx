import { GROUPS_PAGE_SIZE, GroupTexts, type GroupSummary } from '@cdi/contracts';
import { useMemo, useState } from 'react';
import {
  AddStudentsDialog,
  DeleteGroupDialog,
  filterGroups,
  GroupCard,
  GroupFormDialog,
  pageCount,
  useGroupsPage,
} from '../features/groups';
import { errorMessage } from '../shared/api/api-error';
import { Button } from '../shared/ui/Button';
import { EmptyState } from '../shared/ui/EmptyState';
import { Icon } from '../shared/ui/Icon';
import { Notice } from '../shared/ui/Notice';
import { PageHeader } from '../shared/ui/PageHeader';
import { Pager } from '../shared/ui/Pager';
import { Spinner } from '../shared/ui/Spinner';
import { TextField } from '../shared/ui/TextField';

type Open = { kind: 'create' } | { kind: 'edit' | 'delete' | 'add'; groupId: string } | null;

/** /admin-dashboard/groups: the tenant's groups as cards, 50 a page, searched by name on the page shown. */
export function GroupsPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const groups = useGroupsPage(page);
  const all = groups.data?.groups;
  const visible = useMemo(() => filterGroups(all ?? [], search), [all, search]);
  const pages = groups.data ? pageCount(groups.data.total, GROUPS_PAGE_SIZE) : 1;
  // Dialogs follow the group as the list is read again (an added member shows in its card at once).
  const chosen: GroupSummary | undefined = open && open.kind !== 'create' ? all?.find((g) => g.id === open.groupId) : undefined;
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader
        title={GroupTexts.title}
        subtitle={GroupTexts.subtitle}
        actions={
          <Button variant="primary" icon={<Icon name="plus" size={18} />} onClick={() => setOpen({ kind: 'create' })}>
            {GroupTexts.newGroup}
          </Button>
        }
      />
      {groups.isError && <Notice tone="error">{errorMessage(groups.error, GroupTexts.failedToFetchGroups)}</Notice>}
      <section className="panel" aria-label={GroupTexts.title}>
        <div className="toolbar">
          <TextField
            id="group-search"
            type="search"
            label={GroupTexts.searchGroups}
            hideLabel
            placeholder={GroupTexts.searchGroups}
            className="toolbar__search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {groups.isPending && <Spinner />}
        {all && all.length === 0 && page === 1 && <EmptyState title={GroupTexts.emptyGroups} />}
        {all && all.length > 0 && visible.length === 0 && <EmptyState title={GroupTexts.noGroupsMatch} />}
        {visible.length > 0 && (
          <div className="group-grid">
            {visible.map((group) => (
              <GroupCard
                key={group.id}
                group={group}
                onEdit={() => setOpen({ kind: 'edit', groupId: group.id })}
                onDelete={() => setOpen({ kind: 'delete', groupId: group.id })}
                onAddStudents={() => setOpen({ kind: 'add', groupId: group.id })}
              />
            ))}
          </div>
        )}
        <Pager page={page} pages={pages} label={GroupTexts.title} onPage={setPage} />
      </section>
      {open?.kind === 'create' && <GroupFormDialog onClose={close} />}
      {open?.kind === 'edit' && chosen && <GroupFormDialog group={chosen} onClose={close} />}
      {open?.kind === 'delete' && chosen && (
        <DeleteGroupDialog
          group={chosen}
          onClose={close}
          // The last group of a page gone: show the page before it.
          onDeleted={() => {
            if (all?.length === 1 && page > 1) setPage(page - 1);
            close();
          }}
        />
      )}
      {open?.kind === 'add' && chosen && <AddStudentsDialog group={chosen} onClose={close} />}
    </>
  );
}
