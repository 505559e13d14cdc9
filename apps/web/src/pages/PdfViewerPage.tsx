import { PdfViewer } from '../features/pdf-tools';
import { useSearchParam } from '../shared/hooks/use-search-param';

/** /admin-portal/pdf-viewer?file=<stored PDF id> (spec 2's PDF viewer); without ?file, 'No PDF Loaded'. */
export function PdfViewerPage() {
  const [file] = useSearchParam('file');
  return <PdfViewer fileId={file || null} />;
}
