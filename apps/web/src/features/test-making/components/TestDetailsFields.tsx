import { TestMakingScreenTexts } from '@cdi/contracts';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { TextField } from '../../../shared/ui/TextField';

interface TestDetailsFieldsProps {
  idPrefix: string;
  title: string;
  description: string;
  titleError?: string;
  onTitle: (value: string) => void;
  onDescription: (value: string) => void;
}

/** Test Title * and Description. */
export function TestDetailsFields({ idPrefix, title, description, titleError, onTitle, onDescription }: TestDetailsFieldsProps) {
  return (
    <div className="test-details">
      <TextField
        id={`${idPrefix}-title`}
        label={TestMakingScreenTexts.testTitleLabel.replace(' *', '')}
        required
        maxLength={200}
        value={title}
        error={titleError}
        onChange={(event) => onTitle(event.target.value)}
      />
      <TextAreaField
        id={`${idPrefix}-description`}
        label={TestMakingScreenTexts.descriptionLabel}
        rows={2}
        maxLength={2000}
        value={description}
        onChange={(event) => onDescription(event.target.value)}
      />
    </div>
  );
}
