import { UploadTexts } from '@cdi/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../../../shared/forms/field-errors';
import { Button } from '../../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../../shared/ui/Dialog';
import { Notice } from '../../../../shared/ui/Notice';
import { ProgressBar } from '../../../../shared/ui/ProgressBar';
import { notify } from '../../../../shared/ui/Toast';
import { useExamUpload } from '../../hooks/use-exam-upload';
import { useTenantList } from '../../hooks/use-tenants';
import {
  checkUploadFiles,
  EMPTY_UPLOAD_VALUES,
  filesToSend,
  isReadyToUpload,
  tooLargeMessage,
  type UploadFiles,
  type UploadValues,
} from '../../lib/upload-form';
import type { UploadPrefill } from '../../lib/draft-upload';
import { UploadFailure } from '../../lib/upload-retry';
import { UPLOAD_FIELDS, UploadExamForm, type UploadFieldName } from './UploadExamForm';
import { UploadIngestion } from './UploadIngestion';
import '../../developer.css';

const NO_FILES: UploadFiles<File> = { jsonFile: null, audioFile: null, images: [], solutionFile: null };
type Errors = FieldErrors<UploadFieldName>;

function failureErrors(error: Error): Errors {
  const field = error instanceof UploadFailure ? UPLOAD_FIELDS.find((name) => name === error.field) : undefined;
  return field ? { [field]: error.message } : { form: error.message };
}

/** The checks a file gets as soon as it is picked. */
function pickedFileError(field: keyof UploadFiles, chosen: File[]): string | undefined {
  if (field === 'images') return checkUploadFiles({ ...NO_FILES, images: chosen }).images;
  return chosen[0] ? tooLargeMessage(field, chosen[0]) : undefined;
}

interface UploadExamDialogProps {
  onClose: () => void;
  /** Values and files to start from (a draft made elsewhere); the developer still presses Upload. */
  initial?: UploadPrefill;
}

/** Upload Test Materials: the form, the upload with its progress and retries, then the part's live ingestion. */
export function UploadExamDialog({ onClose, initial }: UploadExamDialogProps) {
  const [values, setValues] = useState<UploadValues>(initial?.values ?? EMPTY_UPLOAD_VALUES);
  const [files, setFiles] = useState<UploadFiles<File>>(initial?.files ?? NO_FILES);
  const [errors, setErrors] = useState<Errors>({});
  const upload = useExamUpload();
  const tenants = useTenantList();
  const tenantOptions = useMemo(
    () => (tenants.data ?? []).map((t) => ({ value: t.id, label: `${t.tenant_name} (${t.tenant_id})` })),
    [tenants.data],
  );
  const ready = isReadyToUpload(values, files);

  const changeValues = (next: UploadValues) => {
    const changed = (Object.keys(next) as (keyof UploadValues)[]).filter((key) => next[key] !== values[key]);
    setValues(next);
    setErrors((current) => ({ ...current, ...Object.fromEntries(changed.map((key) => [key, undefined])), form: undefined }));
  };

  const changeFile = <K extends keyof UploadFiles>(field: K, chosen: File[]) => {
    setFiles((current) => ({ ...current, [field]: field === 'images' ? chosen : (chosen[0] ?? null) }));
    setErrors((current) => ({ ...current, [field]: pickedFileError(field, chosen), form: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.isPending) return;
    if (!ready) return notify(UploadTexts.fillRequired, 'error');
    const problems = checkUploadFiles(filesToSend(files, values.section));
    const first = Object.values(problems)[0];
    if (first) {
      setErrors(problems);
      return notify(first, 'error');
    }
    upload.mutate(
      { values, files },
      {
        onError: (error) => {
          if (error.name === 'AbortError') return;
          setErrors(failureErrors(error));
          notify(error.message, 'error');
        },
      },
    );
  };

  return (
    <Dialog title="Upload Test Materials" onClose={onClose} size="wide">
      {upload.data ? (
        <UploadIngestion accepted={upload.data} onClose={onClose} onEdit={() => upload.reset()} />
      ) : (
        <form onSubmit={submit} noValidate className="form">
          {errors.form && <Notice tone="error">{errors.form}</Notice>}
          <UploadExamForm
            values={values}
            onValues={changeValues}
            files={files}
            onFile={changeFile}
            errors={errors}
            tenants={tenantOptions}
            disabled={upload.isPending}
          />
          {upload.isPending && (
            <div className="upload-sending">
              <ProgressBar label="Uploading" percent={upload.sentPercent} />
              {upload.notice && <p className="upload-sending__notice">{upload.notice}</p>}
            </div>
          )}
          <DialogActions>
            <Button onClick={upload.isPending ? upload.cancel : onClose}>Cancel</Button>
            <Button type="submit" variant="primary" busy={upload.isPending} aria-disabled={!ready || undefined}>
              {upload.isPending ? 'Uploading...' : 'Upload'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
