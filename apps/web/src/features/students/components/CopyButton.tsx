import { copyText } from '../../../shared/ui/copy-text';
import { Icon } from '../../../shared/ui/Icon';

/** Copies a value (a candidate ID) to the clipboard, saying so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const copy = () => void copyText(value);
  return (
    <button type="button" className="students__copy" aria-label={label} title={label} onClick={copy}>
      <Icon name="clipboard" size={16} />
    </button>
  );
}
