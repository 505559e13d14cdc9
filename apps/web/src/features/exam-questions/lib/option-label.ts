import type { Options } from '@cdi/contracts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An option that names itself: its text is its key ('A') or ends with it ('Paragraph A'). */
function namesItself(key: string, text: string): boolean {
  return new RegExp(`(^|\\s)${escapeRegExp(key)}$`).test(text.trim());
}

/** How an option reads in a list to choose from: 'B – shade', or 'Paragraph B' when that says it all. */
export function optionLabel(key: string, text: string): string {
  return namesItself(key, text) ? text.trim() : `${key} \u2013 ${text}`;
}

/** Whether the options need their box printed: not when every option names itself (A-G on a map). */
export function optionsNeedBox(options: Options): boolean {
  return Object.entries(options).some(([key, text]) => !namesItself(key, text));
}
