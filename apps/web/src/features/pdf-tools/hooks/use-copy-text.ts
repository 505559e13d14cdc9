import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 §9: the copied indicator lasts 2 s. */
export const COPIED_INDICATOR_MS = 2000;

/** Copies text to the clipboard; `copied` is true for 2 s after a success. A failure is only logged (spec 2). */
export function useCopyText(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copying the extracted text failed', error);
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  }, []);
  return { copied, copy };
}
