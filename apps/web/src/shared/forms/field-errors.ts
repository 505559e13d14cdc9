import type { z } from 'zod';
import { ApiError } from '../api/api-error';

/** Error texts keyed by request field; 'form' holds an error that belongs to no field. */
export type FieldErrors<F extends string> = Partial<Record<F | 'form', string>>;

/** The first validation message for each field. */
export function validationErrors<F extends string>(error: z.ZodError): FieldErrors<F> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
    errors[key] ??= issue.message;
  }
  return errors as FieldErrors<F>;
}

/** Puts a failed call's error under the field the server named, or on the form. */
export function serverErrors<F extends string>(error: unknown, fields: readonly F[], fallback: string): FieldErrors<F> {
  const message = error instanceof ApiError ? error.message : fallback;
  const field = error instanceof ApiError ? fields.find((name) => name === error.field) : undefined;
  return field ? ({ [field]: message } as FieldErrors<F>) : ({ form: message } as FieldErrors<F>);
}
