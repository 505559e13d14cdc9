import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { ExamImage } from '../../../shared/ui/ExamImage';
import '../exam-parts.css';

export type FilePreview =
  | { kind: 'json'; title: string; data: unknown }
  | { kind: 'audio'; title: string; src: string }
  | { kind: 'image'; title: string; src: string; alt: string };

function PreviewBody({ preview }: { preview: FilePreview }) {
  switch (preview.kind) {
    case 'json':
      return (
        <pre className="json-preview" tabIndex={0} role="region" aria-label={`${preview.title} contents`}>
          {JSON.stringify(preview.data, null, 2) ?? 'null'}
        </pre>
      );
    case 'audio':
      return <audio className="audio-player" controls preload="none" src={preview.src} aria-label={preview.title} />;
    case 'image':
      return <ExamImage src={preview.src} alt={preview.alt} className="image-preview" />;
  }
}

/** A file of a part, shown in a dialog: JSON pretty-printed, audio in a player, an image full width. */
export function FilePreviewDialog({ preview, onClose }: { preview: FilePreview; onClose: () => void }) {
  return (
    <Dialog title={preview.title} onClose={onClose} size="wide">
      <PreviewBody preview={preview} />
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
