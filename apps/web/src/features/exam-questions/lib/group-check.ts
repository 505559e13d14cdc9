import { ContentTexts, QUESTION_TYPES, QuestionGroupSchema, fillText, type QuestionGroup } from '@cdi/contracts';

export type GroupCheck = { ok: true; group: QuestionGroup } | { ok: false; message: string };

const OPTION_FIELDS = new Set<PropertyKey>(['options', 'boxOptions']);
const TEXT_FIELDS = new Set<PropertyKey>(['text', 'content']);

function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** The option list a problem is about, when it is about one: its path up to 'options'/'boxOptions'. */
function optionsPath(path: readonly PropertyKey[]): readonly PropertyKey[] | undefined {
  const at = path.findIndex((key) => OPTION_FIELDS.has(key));
  return at === -1 ? undefined : path.slice(0, at + 1);
}

/**
 * Checks a group before it is rendered and, when it cannot be, picks the renderer message of spec 1
 * §8 that says why: missing options, options given empty, a missing question text, sentence data,
 * an unknown type, else the general 'Invalid question data'. A sound group comes back parsed, with
 * its defaults (maxWords) filled in.
 */
export function checkQuestionGroup(input: unknown): GroupCheck {
  if (!isRecord(input) || typeof input.type !== 'string') return { ok: false, message: ContentTexts.invalidQuestionData };
  if (!(QUESTION_TYPES as readonly string[]).includes(input.type)) {
    return { ok: false, message: fillText(ContentTexts.unsupportedQuestionType, { type: input.type }) };
  }
  const parsed = QuestionGroupSchema.safeParse(input);
  if (parsed.success) return { ok: true, group: parsed.data };

  const paths = parsed.error.issues.map((issue) => issue.path);
  const options = paths.map(optionsPath).find((path) => path !== undefined);
  if (options) {
    const given = valueAt(input, options);
    if (given === undefined) return { ok: false, message: ContentTexts.noOptionsProvided };
    if (isRecord(given) && Object.keys(given).length === 0) return { ok: false, message: ContentTexts.noOptions };
  }
  if (input.type === 'sentence_completion' && paths.some((path) => path[0] === 'paragraphs')) {
    const paragraphs = input.paragraphs;
    const none = !Array.isArray(paragraphs) || paragraphs.length === 0;
    return { ok: false, message: none ? ContentTexts.noSentenceData : ContentTexts.invalidSentenceData };
  }
  if (paths.some((path) => path.length > 0 && TEXT_FIELDS.has(path.at(-1)!))) {
    return { ok: false, message: ContentTexts.noQuestionText };
  }
  return { ok: false, message: ContentTexts.invalidQuestionData };
}

/** 'Error: Failed to render question - {message}', for a renderer that threw. */
export function renderFailureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return fillText(ContentTexts.failedToRenderQuestion, { message });
}
