import { z } from 'zod';
import { unknownFieldMessage } from './fields';
import { ExamPartSchema } from './exam-part';
import { SolutionSchema } from './solutions';

/** One thing wrong with an uploaded file, at a JSON path such as questionGroups[0].questions[2].number. */
export interface ContentProblem {
  path: string;
  message: string;
}

/** questionGroups[0].items[2].number; '' for the whole document. */
export function formatContentPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    const name = String(key);
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) return `${out}[${JSON.stringify(name)}]`;
    return out ? `${out}.${name}` : name;
  }, '');
}

/**
 * Every issue of a failed parse, one problem per unknown key so each points at the offending field;
 * a bad record key reports why the key is bad rather than zod's generic "Invalid key in record".
 */
export function contentProblems(error: z.ZodError): ContentProblem[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: formatContentPath([...issue.path, key]), message: unknownFieldMessage(key) }))
      : [
          {
            path: formatContentPath(issue.path),
            message: issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message,
          },
        ],
  );
}

/** Missing fields read "… is required" instead of zod's "expected string, received undefined". */
const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    const key = issue.path?.at(-1);
    return typeof key === 'string' ? `"${key}" is required` : 'A value is required';
  }
  return undefined;
};

export type ParseResult<T> = { success: true; data: T } | { success: false; problems: ContentProblem[] };

/** Parse any content schema, reporting problems with paths and "… is required" for missing fields. */
export function parseContent<S extends z.ZodType>(schema: S, json: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(json, { error: contentErrorMap });
  return result.success ? { success: true, data: result.data } : { success: false, problems: contentProblems(result.error) };
}

/** Validate an uploaded exam part file; every problem is reported, each with its path. */
export const parseExamPart = (json: unknown) => parseContent(ExamPartSchema, json);
export const parseSolution = (json: unknown) => parseContent(SolutionSchema, json);
