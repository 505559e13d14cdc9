import { PdfTexts } from '@cdi/contracts';
import { useSessionUser } from '../../../shared/session/session-store';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PdfDocumentsTable } from './PdfDocumentsTable';
import { PdfUploadArea } from './PdfUploadArea';
import { PortalCards } from './PortalCards';
import '../pdf-tools.css';

/** Spec 2's admin portal welcome: the information cards, the PDF upload, and the PDFs kept so far. */
export function AdminPortal() {
  const user = useSessionUser();
  return (
    <div className="pdf-portal">
      <PageHeader title={PdfTexts.portalTitle} subtitle={PdfTexts.portalSubtitle} />
      <PortalCards withLinks={user?.role === 'admin'} />
      <PdfUploadArea />
      <PdfDocumentsTable />
    </div>
  );
}
