import { type PipeTransform } from '@nestjs/common';
import { findUnstorableText, Texts } from '@cdi/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error';

/** Validates a body, query or params object against its contract; the error names the first bad field. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(
    private readonly schema: S,
    /** Status for a failure: 400 for bodies; 404 for ids in the path (a malformed id names nothing). */
    private readonly failureStatus: 400 | 404 = 400,
  ) {}

  transform(value: unknown): z.infer<S> {
    // Text no database can store is a bad request wherever it is, a path included (where a malformed
    // id otherwise reads as not found), and whatever the field's schema checks first.
    const unstorable = findUnstorableText(value);
    if (unstorable) throw ApiError.badRequest(Texts.unsupportedCharacter, unstorable.length ? unstorable.join('.') : undefined);
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const field = issue && issue.path.length ? issue.path.join('.') : undefined;
    throw new ApiError(this.failureStatus, issue?.message ?? 'Invalid request', this.failureStatus === 400 ? field : undefined);
  }
}

export const validBody = <S extends z.ZodType>(schema: S) => new ZodValidationPipe(schema);
export const validPath = <S extends z.ZodType>(schema: S) => new ZodValidationPipe(schema, 404);
