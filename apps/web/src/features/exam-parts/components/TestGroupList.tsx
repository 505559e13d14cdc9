import { useState } from 'react';
import { datePart } from '../../../shared/format/date';
import { Icon } from '../../../shared/ui/Icon';
import type { TestGroupParts } from '../lib/exam-part-groups';
import { ExamPartTable, type ExamPartActions } from './ExamPartTable';
import '../exam-parts.css';

interface TestGroupListProps extends ExamPartActions {
  groups: TestGroupParts[];
  showSection: boolean;
}

function TestGroupCard({
  group,
  expanded,
  onToggle,
  ...tableProps
}: Omit<TestGroupListProps, 'groups'> & { group: TestGroupParts; expanded: boolean; onToggle: () => void }) {
  const bodyId = `test-group-${group.key.replace(/[^\w-]/g, '_')}`;
  const count = group.parts.length;
  return (
    <li className="test-group">
      <h3 className="test-group__heading">
        <button type="button" className="test-group__toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          <span className={expanded ? 'test-group__chevron test-group__chevron--open' : 'test-group__chevron'}>
            <Icon name="chevron" size={18} />
          </span>
          <span className="test-group__name">{group.testGroup}</span>
          <span className="test-group__meta">
            {count} {count === 1 ? 'part' : 'parts'} · Created {datePart(group.createdAt)}
          </span>
        </button>
      </h3>
      <div id={bodyId} className="test-group__body" hidden={!expanded}>
        {expanded && <ExamPartTable caption={`Parts of ${group.testGroup}`} parts={group.parts} {...tableProps} />}
      </div>
    </li>
  );
}

/** Test groups as expandable cards, each opening onto its parts. */
export function TestGroupList({ groups, ...tableProps }: TestGroupListProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <ul className="test-groups">
      {groups.map((group) => (
        <TestGroupCard
          key={group.key}
          group={group}
          expanded={open.has(group.key)}
          onToggle={() => toggle(group.key)}
          {...tableProps}
        />
      ))}
    </ul>
  );
}
