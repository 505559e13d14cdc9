import { ACCEPTED_AUDIO_MIME, EXAM_SECTIONS, type ExamSection } from '@cdi/contracts';
import { FileField } from '../../../../shared/ui/FileField';
import { SelectField, type SelectOption } from '../../../../shared/ui/SelectField';
import { TextField } from '../../../../shared/ui/TextField';
import { partNumbers, titlePlaceholder, withSection, type UploadFiles, type UploadValues } from '../../lib/upload-form';
import '../../exam-parts.css';

export const UPLOAD_FIELDS = [
  'tenantId',
  'testGroup',
  'examTitle',
  'shuffleGroup',
  'section',
  'part',
  'jsonFile',
  'audioFile',
  'images',
  'solutionFile',
] as const;
export type UploadFieldName = (typeof UPLOAD_FIELDS)[number];
export type UploadErrors = Partial<Record<UploadFieldName, string>>;

const IMAGE_TYPES = '.png,.jpg,.jpeg,.webp,.gif';
const AUDIO_TYPES = ['audio/*', '.mp3', ...ACCEPTED_AUDIO_MIME].join(',');
const sectionOptions: SelectOption[] = EXAM_SECTIONS.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }));

interface UploadExamFormProps {
  values: UploadValues;
  onValues: (values: UploadValues) => void;
  files: UploadFiles<File>;
  onFile: <K extends keyof UploadFiles>(field: K, chosen: File[]) => void;
  errors: UploadErrors;
  tenants: SelectOption[];
  disabled: boolean;
}

const one = (file: File | null) => (file ? [file] : []);

/** The fields of an exam part upload. The audio picker shows for listening only, the solution not for writing. */
export function UploadExamForm({ values, onValues, files, onFile, errors, tenants, disabled }: UploadExamFormProps) {
  const set = <K extends keyof UploadValues>(key: K, value: UploadValues[K]) => onValues({ ...values, [key]: value });
  return (
    <fieldset className="upload-form" disabled={disabled}>
      <legend className="sr-only">Exam part</legend>
      <div className="form-grid">
        <SelectField
          id="upload-tenant"
          label="Tenant"
          required
          placeholder="Choose a tenant..."
          options={tenants}
          value={values.tenantId}
          onChange={(e) => set('tenantId', e.target.value)}
          error={errors.tenantId}
        />
        <TextField
          id="upload-test-group"
          label="Test Group"
          required
          autoComplete="off"
          value={values.testGroup}
          onChange={(e) => set('testGroup', e.target.value)}
          error={errors.testGroup}
        />
        <TextField
          id="upload-title"
          label="Exam Title"
          autoComplete="off"
          placeholder={titlePlaceholder(values)}
          hint="Optional; leave blank for the generated title"
          value={values.examTitle}
          onChange={(e) => set('examTitle', e.target.value)}
          error={errors.examTitle}
        />
        <TextField
          id="upload-shuffle-group"
          label="Shuffle Group"
          autoComplete="off"
          hint="Optional"
          value={values.shuffleGroup}
          onChange={(e) => set('shuffleGroup', e.target.value)}
          error={errors.shuffleGroup}
        />
        <SelectField
          id="upload-section"
          label="Section"
          required
          options={sectionOptions}
          value={values.section}
          onChange={(e) => onValues(withSection(values, e.target.value as ExamSection))}
          error={errors.section}
        />
        <SelectField
          id="upload-part"
          label="Part"
          required
          options={partNumbers(values.section).map((n) => ({ value: String(n), label: `Part ${n}` }))}
          value={String(values.part)}
          onChange={(e) => set('part', Number(e.target.value))}
          error={errors.part}
        />
      </div>
      <FileField
        id="upload-json"
        label="JSON file"
        accept=".json,application/json"
        required
        files={one(files.jsonFile)}
        onChange={(chosen) => onFile('jsonFile', chosen)}
        error={errors.jsonFile}
      />
      {values.section === 'listening' && (
        <FileField
          id="upload-audio"
          label="Audio file"
          accept={AUDIO_TYPES}
          hint="MP3 suggested"
          files={one(files.audioFile)}
          onChange={(chosen) => onFile('audioFile', chosen)}
          error={errors.audioFile}
        />
      )}
      <FileField
        id="upload-images"
        label="Images"
        accept={IMAGE_TYPES}
        multiple
        hint="PNG, JPEG, WebP or GIF; as many as the content refers to"
        files={files.images}
        onChange={(chosen) => onFile('images', chosen)}
        error={errors.images}
      />
      {values.section !== 'writing' && (
        <FileField
          id="upload-solution"
          label="Solution"
          accept=".json,application/json"
          hint="Optional JSON with the answers"
          files={one(files.solutionFile)}
          onChange={(chosen) => onFile('solutionFile', chosen)}
          error={errors.solutionFile}
        />
      )}
    </fieldset>
  );
}
