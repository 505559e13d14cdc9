import { fillText, formatBytes, formatMegabytes, PdfTexts, Texts, type PdfDocument } from '@cdi/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/api-error';
import { dateTime } from '../../../shared/format/date';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDeleteDialog } from '../../../shared/ui/ConfirmDeleteDialog';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { Table, type Column } from '../../../shared/ui/Table';
import { useDeletePdf, useDownloadPdf, usePdfDocuments } from '../hooks/use-pdf-documents';
import { pdfViewerPath } from '../lib/paths';

function DeletePdfDialog({ pdf, onClose }: { pdf: PdfDocument; onClose: () => void }) {
  const remove = useDeletePdf(pdf.id);
  return (
    <ConfirmDeleteDialog
      title={PdfTexts.deleteTitle}
      message={fillText(PdfTexts.deleteConfirm, { name: pdf.file_name })}
      remove={remove}
      successText={PdfTexts.deleted}
      failureText={PdfTexts.deleteFailed}
      onClose={onClose}
      onDeleted={onClose}
    />
  );
}

/** The stored PDFs, newest first: open one in the viewer, download it, or delete it after a confirmation. */
export function PdfDocumentsTable() {
  const pdfs = usePdfDocuments();
  const download = useDownloadPdf();
  const [deleting, setDeleting] = useState<PdfDocument | null>(null);
  const titleId = useId();

  const columns: Column<PdfDocument>[] = [
    { header: PdfTexts.columnName, cell: (pdf) => <span className="pdf-documents__name">{pdf.file_name}</span> },
    { header: PdfTexts.columnSize, cell: (pdf) => formatMegabytes(pdf.size_bytes), align: 'end' },
    { header: PdfTexts.columnUploadedBy, cell: (pdf) => pdf.uploaded_by ?? PdfTexts.unknownUploader },
    { header: PdfTexts.columnUploaded, cell: (pdf) => dateTime(pdf.created_at) },
    {
      header: PdfTexts.columnActions,
      cell: (pdf) => (
        <div className="pdf-documents__actions">
          <Link
            className="button button--small button--primary"
            to={pdfViewerPath(pdf.id)}
            aria-label={`${PdfTexts.open} ${pdf.file_name}`}
          >
            {PdfTexts.open}
          </Link>
          <Button
            size="small"
            aria-label={`${PdfTexts.download} ${pdf.file_name}`}
            busy={download.isPending && download.variables?.id === pdf.id}
            onClick={() => download.mutate(pdf)}
          >
            {PdfTexts.download}
          </Button>
          <Button
            size="small"
            variant="danger"
            aria-label={`${PdfTexts.delete} ${pdf.file_name}`}
            onClick={() => setDeleting(pdf)}
          >
            {PdfTexts.delete}
          </Button>
        </div>
      ),
    },
  ];

  let body;
  if (pdfs.isPending) body = <Spinner label={PdfTexts.loadingPdfs} />;
  else if (pdfs.isError)
    body = (
      <>
        <Notice tone="error">{errorMessage(pdfs.error, PdfTexts.loadFailed)}</Notice>
        <Button onClick={() => void pdfs.refetch()}>{Texts.tryAgain}</Button>
      </>
    );
  else if (pdfs.data.pdfs.length === 0) body = <EmptyState title={PdfTexts.noPdfs} description={PdfTexts.noPdfsText} />;
  else body = <Table caption={PdfTexts.yourPdfs} hideCaption columns={columns} rows={pdfs.data.pdfs} rowKey={(pdf) => pdf.id} />;
  const storage = pdfs.data?.storage;

  return (
    <section className="panel pdf-documents" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        {PdfTexts.yourPdfs}
      </h2>
      {storage && (
        <p className="pdf-documents__storage">
          {PdfTexts.storageLabel}:{' '}
          {fillText(PdfTexts.storageUsage, { used: formatBytes(storage.used_bytes), quota: formatBytes(storage.quota_bytes) })}
        </p>
      )}
      {download.isError && <Notice tone="error">{errorMessage(download.error, PdfTexts.downloadFailed)}</Notice>}
      {body}
      {deleting && <DeletePdfDialog pdf={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
