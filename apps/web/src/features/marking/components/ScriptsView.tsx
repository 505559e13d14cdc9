import { MarkingTexts, SEARCH_DEBOUNCE_MS, type MarkingStatus, type ScriptsQuery } from '@cdi/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useSessionUser } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { FilterTabs, type FilterTab } from '../../../shared/ui/FilterTabs';
import { Notice } from '../../../shared/ui/Notice';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SelectField } from '../../../shared/ui/SelectField';
import { Spinner } from '../../../shared/ui/Spinner';
import { TextField } from '../../../shared/ui/TextField';
import { useScripts } from '../hooks/use-marking';
import { mergeTestOptions, type TestOption } from '../lib/test-options';
import { ScriptsTable } from './ScriptsTable';
import { SecondMarkingSwitch } from './SecondMarkingSwitch';
import '../marking.css';

type StatusFilter = ScriptsQuery['status'];

const STATUS_ORDER: MarkingStatus[] = ['to_mark', 'draft', 'needs_second', 'needs_third', 'marked'];
const STATUS_TABS: FilterTab<StatusFilter>[] = [
  ...STATUS_ORDER.map((status) => ({ value: status, label: MarkingTexts.statuses[status] })),
  { value: 'all', label: MarkingTexts.filters.all },
];

/** /admin-dashboard/marking: the centre's writing scripts by status, test and candidate, and the second-marking switch. */
export function ScriptsView() {
  // An examiner starts on their own queue; the centre's administrators on every script.
  const examinerOnly = !(useSessionUser()?.capabilities.includes('settings') ?? false);
  const [mine, setMine] = useState(examinerOnly);
  const [status, setStatus] = useState<StatusFilter>(examinerOnly ? 'all' : 'to_mark');
  const [assignmentId, setAssignmentId] = useState('');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useScripts({ status, mine, assignment_id: assignmentId || undefined, q: q || undefined });
  const scripts = list.data;

  // The tests seen so far stay in the filter while a narrower list shows fewer of them
  // (adjusted while rendering, as React advises for state derived from data).
  const [tests, setTests] = useState<TestOption[]>([]);
  const [seen, setSeen] = useState<typeof scripts>(undefined);
  if (scripts !== seen) {
    setSeen(scripts);
    setTests((known) => mergeTestOptions(known, scripts ?? []));
  }

  return (
    <>
      <PageHeader title={MarkingTexts.title} subtitle={MarkingTexts.subtitle} actions={<SecondMarkingSwitch />} />
      {list.isError && (
        <Notice tone="error">
          {errorMessage(list.error, MarkingTexts.failedToLoad)}{' '}
          <Button size="small" onClick={() => void list.refetch()}>
            {MarkingTexts.tryAgain}
          </Button>
        </Notice>
      )}
      <section className="panel" aria-label={MarkingTexts.title}>
        <div className="toolbar toolbar--filters">
          <TextField
            id="marking-search"
            type="search"
            label={MarkingTexts.filters.search}
            hideLabel
            placeholder={MarkingTexts.filters.search}
            className="toolbar__search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <SelectField
            id="marking-test"
            label={MarkingTexts.filters.assignment}
            hideLabel
            className="toolbar__select"
            placeholder={`${MarkingTexts.filters.assignment}: ${MarkingTexts.filters.all}`}
            options={tests}
            value={assignmentId}
            onChange={(event) => setAssignmentId(event.target.value)}
          />
          <label className="marking-mine">
            <input type="checkbox" checked={mine} onChange={(event) => setMine(event.target.checked)} />
            {MarkingTexts.filters.mine}
          </label>
          <FilterTabs label={MarkingTexts.filters.status} tabs={STATUS_TABS} value={status} onChange={setStatus} />
        </div>
        {list.isPending && <Spinner label={MarkingTexts.loading} />}
        {scripts && scripts.length > 0 && <ScriptsTable scripts={scripts} />}
        {scripts && scripts.length === 0 && <EmptyState title={MarkingTexts.noScripts} />}
      </section>
    </>
  );
}
