import { AssemblyTexts, shuffleSummary, TEST_TYPE_LABELS, type TestAssembly } from '@cdi/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { calendarDate } from '../../../shared/format/date';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Icon } from '../../../shared/ui/Icon';
import { Notice } from '../../../shared/ui/Notice';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { useAssemblies } from '../hooks/use-assemblies';
import { STATUS_LABELS, STATUS_TONES } from '../lib/labels';
import { AssemblyDialog } from './AssemblyDialog';
import { DeleteAssemblyDialog, PublishAssemblyDialog, ViewAssemblyDialog } from './AssemblyDialogs';
import '../test-assemblies.css';

type Open = { kind: 'create' } | { kind: 'view' | 'edit' | 'delete' | 'publish'; assembly: TestAssembly } | null;

/** The Test Assemblies screen: a card per assembly, the create dialog, and view, edit, delete and publish. */
export function TestAssemblies() {
  const assemblies = useAssemblies();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const list = assemblies.data;

  return (
    <>
      <PageHeader
        title="Test Assemblies"
        actions={
          <>
            <Button
              icon={<Icon name="refresh" size={18} />}
              busy={assemblies.isFetching}
              onClick={() => void assemblies.refetch()}
            >
              Refresh
            </Button>
            <Button variant="primary" icon={<Icon name="plus" size={18} />} onClick={() => setOpen({ kind: 'create' })}>
              Create Assembly
            </Button>
          </>
        }
      />
      {assemblies.isError && <Notice tone="error">{errorMessage(assemblies.error, AssemblyTexts.loadFailed)}</Notice>}
      {assemblies.isPending && <Spinner />}
      {list && list.length === 0 && (
        <EmptyState
          title={AssemblyTexts.empty}
          description={AssemblyTexts.emptyDescription}
          action={
            <Button variant="primary" onClick={() => setOpen({ kind: 'create' })}>
              Create Assembly
            </Button>
          }
        />
      )}
      {list && list.length > 0 && (
        <ul className="assembly-grid" aria-label="Test assemblies">
          {list.map((assembly) => (
            <li key={assembly.id} className="assembly-card">
              <div className="assembly-card__head">
                <h2 className="assembly-card__title">{assembly.test_name}</h2>
                <span className={`badge badge--${STATUS_TONES[assembly.status]}`}>{STATUS_LABELS[assembly.status]}</span>
              </div>
              {assembly.test_description && <p>{assembly.test_description}</p>}
              <dl className="assembly-card__facts">
                <dt>Type</dt>
                <dd>{TEST_TYPE_LABELS[assembly.test_type]}</dd>
                <dt>Shuffle</dt>
                <dd>{shuffleSummary(assembly.shuffle_config)}</dd>
                <dt>Components</dt>
                <dd>{assembly.components.length}</dd>
                <dt>Created</dt>
                <dd>{calendarDate(assembly.created_at)}</dd>
              </dl>
              <div className="assembly-card__actions">
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={`View ${assembly.test_name}`}
                  onClick={() => setOpen({ kind: 'view', assembly })}
                >
                  <Icon name="view" size={18} />
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={`Edit ${assembly.test_name}`}
                  onClick={() => setOpen({ kind: 'edit', assembly })}
                >
                  <Icon name="edit" size={18} />
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={`Publish ${assembly.test_name}`}
                  onClick={() => setOpen({ kind: 'publish', assembly })}
                >
                  <Icon name="upload" size={18} />
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={`Delete ${assembly.test_name}`}
                  onClick={() => setOpen({ kind: 'delete', assembly })}
                >
                  <Icon name="trash" size={18} />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'create' && <AssemblyDialog onClose={close} />}
      {open?.kind === 'edit' && <AssemblyDialog assembly={open.assembly} onClose={close} />}
      {open?.kind === 'view' && <ViewAssemblyDialog assembly={open.assembly} onClose={close} />}
      {open?.kind === 'delete' && <DeleteAssemblyDialog assembly={open.assembly} onClose={close} />}
      {open?.kind === 'publish' && <PublishAssemblyDialog assembly={open.assembly} onClose={close} />}
    </>
  );
}
