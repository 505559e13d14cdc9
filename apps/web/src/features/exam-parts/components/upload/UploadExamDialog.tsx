import { UploadTexts, type TenantSummary } from '@cdi/contracts';
import { useMemo, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../../shared/ui/Dialog';
import { Notice } from '../../../../shared/ui/Notice';
import { ProgressBar } from '../../../../shared/ui/ProgressBar';
import { notify } from '../../../../shared/ui/Toast';
import { useExamUpload } from '../../hooks/use-exam-upload';
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
import { UPLOAD_FIELDS, UploadExamForm, type UploadErrors } from './UploadExamForm';
import { UploadIngestion } from './UploadIngestion';
import '../../exam-parts.css';

const NO_FILES: UploadFiles<File> = { jsonFile: null, audioFile: null, images: [], solutionFile: null };
const FORM_ERROR = 'root.form';

/** The form holds the typed values and the chosen files side by side, each under its field's name. */
type UploadForm = UploadValues & UploadFiles<File>;

/** The checks a file gets as soon as it is picked. */
function pickedFileError(field: keyof UploadFiles, chosen: File[]): string | undefined {
  if (field === 'images') return checkUploadFiles({ ...NO_FILES, images: chosen }).images;
  return chosen[0] ? tooLargeMessage(field, chosen[0]) : undefined;
}

interface UploadExamDialogProps {
  onClose: () => void;
  /** The tenants a part can be uploaded for (undefined while they load). */
  tenants: readonly TenantSummary[] | undefined;
  /** Values and files to start from (a draft made elsewhere); the developer still presses Upload. */
  initial?: UploadPrefill;
}

/** Upload Test Materials: the form, the upload with its progress and retries, then the part's live ingestion. */
export function UploadExamDialog({ onClose, tenants, initial }: UploadExamDialogProps) {
  const form = useForm<UploadForm>({
    defaultValues: { ...(initial?.values ?? EMPTY_UPLOAD_VALUES), ...(initial?.files ?? NO_FILES) },
  });
  const [tenantId, testGroup, examTitle, shuffleGroup, section, part, jsonFile, audioFile, images, solutionFile] = useWatch({
    control: form.control,
    name: UPLOAD_FIELDS,
  });
  const values: UploadValues = { tenantId, testGroup, examTitle, shuffleGroup, section, part };
  const files: UploadFiles<File> = { jsonFile, audioFile, images, solutionFile };
  const { errors: formErrors } = form.formState;
  const errors: UploadErrors = Object.fromEntries(UPLOAD_FIELDS.map((name) => [name, formErrors[name]?.message]));
  const upload = useExamUpload();
  const tenantOptions = useMemo(
    () => (tenants ?? []).map((t) => ({ value: t.id, label: `${t.tenant_name} (${t.tenant_id})` })),
    [tenants],
  );
  const ready = isReadyToUpload(values, files);

  const changeValues = (next: UploadValues) => {
    const changed = (Object.keys(next) as (keyof UploadValues)[]).filter((key) => next[key] !== values[key]);
    for (const key of changed) form.setValue(key, next[key]);
    form.clearErrors(changed);
    form.clearErrors(FORM_ERROR);
  };

  const changeFile = <K extends keyof UploadFiles>(field: K, chosen: File[]) => {
    if (field === 'images') form.setValue('images', chosen);
    else form.setValue(field as Exclude<keyof UploadFiles, 'images'>, chosen[0] ?? null);
    form.clearErrors(field);
    form.clearErrors(FORM_ERROR);
    const problem = pickedFileError(field, chosen);
    if (problem) form.setError(field, { message: problem });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.isPending) return;
    if (!ready) return notify(UploadTexts.fillRequired, 'error');
    const problems = Object.entries(checkUploadFiles(filesToSend(files, values.section)));
    if (problems.length > 0) {
      form.clearErrors();
      for (const [field, message] of problems) form.setError(field as keyof UploadFiles, { message });
      return notify(problems[0]![1], 'error');
    }
    upload.mutate(
      { values, files },
      {
        onError: (error) => {
          if (error.name === 'AbortError') return;
          const field = error instanceof UploadFailure ? UPLOAD_FIELDS.find((name) => name === error.field) : undefined;
          form.clearErrors();
          form.setError(field ?? FORM_ERROR, { message: error.message });
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
          {formErrors.root?.form && <Notice tone="error">{formErrors.root.form.message}</Notice>}
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
