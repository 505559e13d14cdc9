import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AnswerSetPayloadSchema, ExamErrorCodes } from './attempts';
import { nameField } from './fields';
import { MessagePayloadSchema } from './attempts/invigilation-events';
import { findUnstorableText, isStorableText, storableText } from './storable-text';
import { Texts } from './texts';

const NUL = '\u0000';
const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDE00';

describe('text the database can store', () => {
  it('refuses U+0000 and lone surrogates, and keeps paired surrogates (emoji) and every other character', () => {
    expect(isStorableText(`a${NUL}b`)).toBe(false);
    expect(isStorableText(`a${LONE_HIGH}b`)).toBe(false);
    expect(isStorableText(`a${LONE_LOW}`)).toBe(false);
    expect(isStorableText(`${LONE_LOW}${LONE_HIGH}`)).toBe(false);
    expect(isStorableText('naïve café – 😀 \u0001\t\n')).toBe(true);
  });

  it('is the first issue of a field built on it, whatever its other rules', () => {
    const result = nameField('Name is required').safeParse(` a${NUL} `);
    expect(result.error?.issues[0]?.message).toBe(Texts.unsupportedCharacter);
    expect(nameField('Name is required').parse('  Centre  ')).toBe('Centre');
    expect(storableText().max(3).safeParse('abcd').error?.issues[0]?.message).not.toBe(Texts.unsupportedCharacter);
  });

  it('guards answers and invigilator messages', () => {
    const answer = { attemptId: crypto.randomUUID(), section: 'writing', question: 'task1', seq: 1 };
    expect(AnswerSetPayloadSchema.safeParse({ ...answer, value: `essay${NUL}` }).success).toBe(false);
    expect(AnswerSetPayloadSchema.safeParse({ ...answer, value: `essay${LONE_HIGH}` }).success).toBe(false);
    expect(AnswerSetPayloadSchema.safeParse({ ...answer, value: 'essay 😀' }).success).toBe(true);
    const message = { assignmentId: crypto.randomUUID(), attemptIds: [] };
    expect(MessagePayloadSchema.safeParse({ ...message, text: `stop${NUL}` }).error?.issues[0]?.message).toBe(
      Texts.unsupportedCharacter,
    );
    expect(ExamErrorCodes.invalidCharacter).toMatch(/^Not saved: /);
  });

  it('finds the first unstorable text in a request, keys included, and names where it is', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, { c: `x${NUL}` }] })).toEqual(['b', '1', 'c']);
    expect(findUnstorableText({ [`k${NUL}`]: 'ok' })).toEqual([`k${NUL}`]);
    expect(findUnstorableText(`x${LONE_LOW}`)).toEqual([]);
    expect(findUnstorableText({ a: 'ok', n: null, m: 3, emoji: '😀' })).toBeNull();
  });

  it('is what every string schema of the contracts is built on (login ids have their own stricter rule)', () => {
    const loginIdSchemas: Record<string, number> = {
      'fields.ts': 1,
      'auth.ts': 1,
      'tenants.ts': 1,
      'storable-text.ts': 2,
      // The candidate ID: three capitals and four digits.
      'students.ts': 1,
    };
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(path.join(dir, entry.name))
          : entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')
            ? [path.join(dir, entry.name)]
            : [],
      );
    for (const file of sources(__dirname)) {
      const bareStrings = readFileSync(file, 'utf8').match(/\bz\s*\.string\(/g)?.length ?? 0;
      expect({
        file: path.relative(__dirname, file),
        bareStrings: Math.min(bareStrings, loginIdSchemas[path.basename(file)] ?? 0),
      }).toEqual({
        file: path.relative(__dirname, file),
        bareStrings,
      });
    }
  });
});
