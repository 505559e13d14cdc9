import { AdminPortal } from '../features/pdf-tools';

/** /admin-portal: spec 2's admin portal welcome, with the PDF upload and the PDFs kept so far. */
export function AdminPortalPage() {
  return <AdminPortal />;
}
