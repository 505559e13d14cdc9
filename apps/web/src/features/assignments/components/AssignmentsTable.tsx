import '../assignments.css';
import { AssignmentArrangementTexts, AssignmentTexts, fillText, ResultTexts, type AssignmentListItem } from '@cdi/contracts';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { dateTime } from '../../../shared/format/date';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { assignmentResultsPath } from '../../results';
import { targetLabel, windowState, windowText } from '../lib/assignment-view';
import { CompositionList } from './CompositionList';

/** The live roster of an assignment (the invigilation area). */
const invigilationPath = (assignmentId: string) => `/admin-dashboard/invigilation/${encodeURIComponent(assignmentId)}`;

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{dateTime(iso)}</time> : AssignmentTexts.notSet);

/** When the assignment may be sat, on the centre's clock: its opening and closing times, else its due date. */

interface AssignmentsTableProps {
  assignments: AssignmentListItem[];
  now: number;
  onViewParts: (assignment: AssignmentListItem) => void;
  onSetTimes: (assignment: AssignmentListItem) => void;
  onArrangements: (assignment: AssignmentListItem) => void;
  onDelete: (assignment: AssignmentListItem) => void;
}

/** Target, Test, Window, Assigned At and Actions; Details opens a row below with the window, notes and parts. */
export function AssignmentsTable({ assignments, now, onViewParts, onSetTimes, onArrangements, onDelete }: AssignmentsTableProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="sr-only">{AssignmentTexts.title}</caption>
        <thead>
          <tr>
            <th scope="col">{AssignmentTexts.target}</th>
            <th scope="col">{AssignmentTexts.test}</th>
            <th scope="col">{AssignmentTexts.window}</th>
            <th scope="col">{AssignmentTexts.assignedAt}</th>
            <th scope="col">{AssignmentTexts.actions}</th>
          </tr>
        </thead>
        <tbody>
          {assignments.map((a) => {
            const open = expanded === a.id;
            const detailsId = `assignment-${a.id}-details`;
            const state = windowState(a, now);
            return (
              <Fragment key={a.id}>
                <tr>
                  <td>{targetLabel(a)}</td>
                  <td>
                    <span className="strong">{a.test_title}</span>
                  </td>
                  <td>
                    {windowText(a)}
                    {state === 'upcoming' && <span className="assignment-window"> · {AssignmentTexts.notOpenYet}</span>}
                    {state === 'closed' && <span className="assignment-window"> · {AssignmentTexts.closed}</span>}
                  </td>
                  <td>
                    <time dateTime={a.assigned_at}>{dateTime(a.assigned_at)}</time>
                  </td>
                  <td>
                    <div className="assignment-actions">
                      <Button size="small" icon={<Icon name="view" size={16} />} onClick={() => onViewParts(a)}>
                        {AssignmentTexts.viewParts}
                      </Button>
                      <Button
                        size="small"
                        aria-expanded={open}
                        aria-controls={open ? detailsId : undefined}
                        onClick={() => setExpanded(open ? null : a.id)}
                      >
                        {open ? AssignmentTexts.hideDetails : AssignmentTexts.details}
                      </Button>
                      <Button size="small" icon={<Icon name="calendar" size={16} />} onClick={() => onSetTimes(a)}>
                        {AssignmentTexts.setTimes}
                      </Button>
                      <Button
                        size="small"
                        icon={<Icon name="clock" size={16} />}
                        aria-label={`${AssignmentArrangementTexts.button}: ${a.test_title}, ${targetLabel(a)}`}
                        onClick={() => onArrangements(a)}
                      >
                        {AssignmentArrangementTexts.button}
                      </Button>
                      {a.active && (
                        <Link className="button button--small button--secondary" to={invigilationPath(a.id)}>
                          {AssignmentTexts.invigilate}
                        </Link>
                      )}
                      <Link
                        className="button button--small button--secondary"
                        to={assignmentResultsPath(a.id)}
                        aria-label={`${ResultTexts.results}: ${a.test_title}, ${targetLabel(a)}`}
                      >
                        {ResultTexts.results}
                      </Link>
                      <Button
                        size="small"
                        variant="ghost"
                        className="button--ghost-danger"
                        icon={<Icon name="trash" size={16} />}
                        onClick={() => onDelete(a)}
                      >
                        {AssignmentTexts.delete}
                      </Button>
                    </div>
                  </td>
                </tr>
                {open && (
                  <tr id={detailsId} className="assignment-details">
                    <td colSpan={5}>
                      <dl className="details">
                        <div>
                          <dt>{AssignmentTexts.opensAt}</dt>
                          <dd>{when(a.opens_at)}</dd>
                        </div>
                        <div>
                          <dt>{AssignmentTexts.closesAt}</dt>
                          <dd>{when(a.closes_at)}</dd>
                        </div>
                        <div>
                          <dt>{AssignmentTexts.dueAt}</dt>
                          <dd>{when(a.due_at)}</dd>
                        </div>
                        <div>
                          <dt>{AssignmentTexts.started}</dt>
                          <dd>{fillText(AssignmentTexts.startedCount, { n: a.started_count })}</dd>
                        </div>
                        {a.notes && (
                          <div>
                            <dt>{AssignmentTexts.notes}</dt>
                            <dd>{a.notes}</dd>
                          </div>
                        )}
                      </dl>
                      <CompositionList testId={a.test_id} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
