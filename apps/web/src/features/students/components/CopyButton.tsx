import { StudentTexts } from '@cdi/contracts';
import { Icon } from '../../../shared/ui/Icon';
import { notify } from '../../../shared/ui/Toast';

/** Copies a value (a candidate ID) to the clipboard, saying so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => notify(StudentTexts.copied),
      () => notify(StudentTexts.copyFailed, 'error'),
    );
  };
  return (
    <button type="button" className="students__copy" aria-label={label} title={label} onClick={copy}>
      <Icon name="clipboard" size={16} />
    </button>
  );
}
