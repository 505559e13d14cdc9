import { z } from 'zod';
import { LOGIN_ID_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { Texts } from './texts';
import { storableText } from './storable-text';

/** Login ids are letters, digits and . _ - so they are safe in URLs, slips and logs. */
export const LOGIN_ID_PATTERN = /^[A-Za-z0-9._-]+$/;

/**
 * The one comparison form of a login id, used by the sign-in throttle's keys and the database lookup
 * alike (which compares `lower(login_id)`: the same thing for the ASCII ids the schema allows).
 * Lower-cases ASCII letters only, so no locale's case rules (Turkish İ, German ß) can make two sides
 * disagree.
 */
export function normaliseLoginId(loginId: string): string {
  return loginId.replace(/[A-Z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 32));
}

/** Every field carrying a login id (sign-in, new tenants, renames) uses this: non-ASCII answers 400. */
export const loginIdField = (requiredText: string = Texts.loginIdRequired) =>
  z
    .string({ error: requiredText })
    .trim()
    .min(1, requiredText)
    .max(LOGIN_ID_MAX_LENGTH, `Login ID must be at most ${LOGIN_ID_MAX_LENGTH} characters`)
    .regex(LOGIN_ID_PATTERN, Texts.loginIdFormat);

/** A new password: at least 8 characters. Not trimmed: spaces are part of a password. */
export const newPasswordField = (requiredText: string = Texts.passwordTooShort) =>
  storableText({ error: requiredText })
    .min(1, requiredText)
    .min(PASSWORD_MIN_LENGTH, Texts.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const nameField = (requiredText: string) =>
  storableText({ error: requiredText })
    .trim()
    .min(1, requiredText)
    .max(NAME_MAX_LENGTH, `Must be at most ${NAME_MAX_LENGTH} characters`);

export const IdParamSchema = z.object({ id: z.uuid({ error: Texts.notFound }) });
