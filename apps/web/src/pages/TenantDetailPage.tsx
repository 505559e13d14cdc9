import { fillText, formatBytes, PdfTexts, Texts } from '@cdi/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DeleteTenantDialog, EditTenantDialog, TenantContents, useTenantDetail } from '../features/tenants';
import { ApiError, errorMessage } from '../shared/api/api-error';
import { Button } from '../shared/ui/Button';
import { EmptyState } from '../shared/ui/EmptyState';
import { Icon } from '../shared/ui/Icon';
import { PageHeader } from '../shared/ui/PageHeader';
import { Spinner } from '../shared/ui/Spinner';
import { StatTile } from '../shared/ui/StatTile';

const TENANTS_PATH = '/dev/tenants';

function BackToTenants() {
  return (
    <Link to={TENANTS_PATH} className="back-link">
      <Icon name="back" size={18} />
      Back to Tenants
    </Link>
  );
}

export function TenantDetailPage() {
  const { id = '' } = useParams();
  const detail = useTenantDetail(id);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);

  const goBack = () => {
    const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    void (canGoBack ? navigate(-1) : navigate(TENANTS_PATH, { replace: true }));
  };

  if (detail.isPending) return <Spinner />;
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <>
        <BackToTenants />
        <section className="panel" role="alert">
          <EmptyState
            title={notFound ? Texts.tenantNotFound : Texts.failedToLoadTenant}
            description={notFound ? undefined : errorMessage(detail.error, Texts.failedToLoadTenant)}
            action={!notFound && <Button onClick={() => void detail.refetch()}>Try again</Button>}
          />
        </section>
      </>
    );
  }

  const { tenant, stats } = detail.data;
  return (
    <>
      <BackToTenants />
      <PageHeader
        title={tenant.tenant_name}
        actions={
          <>
            <Button icon={<Icon name="edit" size={18} />} onClick={() => setDialog('edit')}>
              Edit
            </Button>
            <Button variant="danger" icon={<Icon name="trash" size={18} />} onClick={() => setDialog('delete')}>
              Delete
            </Button>
          </>
        }
      />
      <section className="panel" aria-labelledby="tenant-details-title">
        <h2 id="tenant-details-title" className="panel__title">
          Tenant Details
        </h2>
        <dl className="details">
          <div>
            <dt>Name</dt>
            <dd>{tenant.tenant_name}</dd>
          </div>
          <div>
            <dt>Tenant ID</dt>
            <dd>
              <code>{tenant.tenant_id}</code>
            </dd>
          </div>
          <div>
            <dt>Database ID</dt>
            <dd>
              <code>{tenant.id}</code>
            </dd>
          </div>
          <div>
            <dt>{PdfTexts.storageLabel}</dt>
            <dd>
              {fillText(PdfTexts.storageUsage, {
                used: formatBytes(tenant.pdf_storage_used_bytes),
                quota: formatBytes(tenant.pdf_storage_quota_bytes),
              })}
            </dd>
          </div>
        </dl>
      </section>
      <div className="grid grid--stats">
        <StatTile label="Tests" value={stats.total_tests} icon={<Icon name="document" />} />
        <StatTile label="Students" value={stats.total_students} icon={<Icon name="student" />} />
        <StatTile label="Exams" value={stats.total_exams} icon={<Icon name="layers" />} />
        <StatTile label="Groups" value={stats.total_groups} icon={<Icon name="group" />} />
      </div>
      <TenantContents {...detail.data} />
      {dialog === 'edit' && <EditTenantDialog tenant={tenant} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteTenantDialog tenant={tenant} onClose={() => setDialog(null)} onDeleted={goBack} />}
    </>
  );
}
