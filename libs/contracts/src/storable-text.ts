import { z } from 'zod';
import { Texts } from './texts';

/**
 * Characters Postgres cannot store: U+0000 (refused in text and jsonb) and a lone UTF-16 surrogate
 * (it has no UTF-8 form: jsonb refuses it and the driver would silently turn it into U+FFFD).
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly the character to find
const UNSTORABLE_CHARACTER = /\u0000|\p{Cs}/u;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE_CHARACTER.test(text);
}

/**
 * The one building block for text in a contract: a string the database can store. Every string
 * schema starts here, so text Postgres would refuse is refused at the edge with a clear message,
 * naming the field, instead of failing a query (or a whole batch of other people's answers).
 */
export const storableText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { error: Texts.unsupportedCharacter });

/** Where in a request (body, query or path) the first text Postgres cannot store is, if any: its field path. */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, key];
    const found = findUnstorableText(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}
