// The developer console: tenants, account, uploads.
export { AddTenantDialog } from './components/AddTenantDialog';
export { DeleteExamPartDialog } from './components/DeleteExamPartDialog';
export { DeleteTenantDialog } from './components/DeleteTenantDialog';
export { DeveloperLayout } from './components/DeveloperLayout';
export { EditTenantDialog } from './components/EditTenantDialog';
export { TenantContents } from './components/TenantContents';
export { TenantTable } from './components/TenantTable';
export { TenantTestGroups } from './components/TenantTestGroups';
export { UpdateLoginIdCard } from './components/UpdateLoginIdCard';
export { UpdatePasswordCard } from './components/UpdatePasswordCard';
export { UploadExamDialog } from './components/upload/UploadExamDialog';
export { useAdmins } from './hooks/use-developer-exams';
export { useTenantDetail, useTenantList } from './hooks/use-tenants';
export { DEVELOPER_SECTIONS } from './lib/sections';
export { draftUploadState, readDraftUpload, uploadPrefill, UPLOAD_PAGE_PATH, type DraftUpload } from './lib/draft-upload';
export { DEFAULT_TENANT_SORT, filterTenants, sortTenants, tenantTotals } from './lib/tenant-list';
