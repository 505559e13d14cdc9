import { Texts } from '@cdi/contracts';
import { notify } from './Toast';

/** Copies text to the clipboard and says whether it worked (a browser may refuse: the text stays on screen to copy by hand). */
export function copyText(value: string): Promise<void> {
  return navigator.clipboard.writeText(value).then(
    () => notify(Texts.copied),
    () => notify(Texts.copyFailed, 'error'),
  );
}
