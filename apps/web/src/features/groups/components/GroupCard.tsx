import '../groups.css';
import { fillText, GroupTexts, type GroupSummary } from '@cdi/contracts';
import { useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { membersLabel } from '../lib/group-list';
import { RemoveMemberDialog } from './RemoveMemberDialog';

interface GroupCardProps {
  group: GroupSummary;
  onEdit: () => void;
  onDelete: () => void;
  onAddStudents: () => void;
}

/** One group: its name, how full it is, its members (each removable, after a confirmation), and the way to add more. */
export function GroupCard({ group, onEdit, onDelete, onAddStudents }: GroupCardProps) {
  // Removing a member takes the group's tests from them, so it asks first, naming both.
  const [removing, setRemoving] = useState<GroupSummary['members'][number] | null>(null);
  const titleId = `group-${group.id}-title`;
  return (
    <article className="group-card" aria-labelledby={titleId}>
      <header className="group-card__header">
        <div>
          <h2 id={titleId} className="group-card__title">
            {group.name}
          </h2>
          <p className="group-card__count">{membersLabel(group)}</p>
        </div>
        <div className="group-card__actions">
          <Button
            variant="ghost"
            size="small"
            icon={<Icon name="edit" size={18} />}
            aria-label={fillText(GroupTexts.editGroup, { name: group.name })}
            onClick={onEdit}
          />
          <Button
            variant="ghost"
            size="small"
            className="button--ghost-danger"
            icon={<Icon name="trash" size={18} />}
            aria-label={fillText(GroupTexts.deleteGroup, { name: group.name })}
            onClick={onDelete}
          />
        </div>
      </header>
      {group.members.length === 0 ? (
        <p className="group-card__empty">{GroupTexts.noMembers}</p>
      ) : (
        <ul className="group-card__members" aria-label={fillText(GroupTexts.members, { n: group.member_count })}>
          {group.members.map((member) => (
            <li key={member.id} className="group-card__member">
              <div className="group-card__who">
                <span className="strong">{member.name}</span>
                {member.email && <span className="group-card__email">{member.email}</span>}
              </div>
              <Button
                variant="ghost"
                size="small"
                icon={<Icon name="close" size={16} />}
                aria-label={fillText(GroupTexts.removeMember, { name: member.name })}
                onClick={() => setRemoving(member)}
              />
            </li>
          ))}
        </ul>
      )}
      <Button size="small" icon={<Icon name="plus" size={16} />} onClick={onAddStudents} className="group-card__add">
        {GroupTexts.addStudents}
      </Button>
      {removing && <RemoveMemberDialog group={group} member={removing} onClose={() => setRemoving(null)} />}
    </article>
  );
}
