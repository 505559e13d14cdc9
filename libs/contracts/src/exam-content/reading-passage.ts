import { z } from 'zod';
import { authorNotesField, partNumberField, questionRangeField, strictObject, textField } from './fields';
import { questionGroupsField } from './question-groups';
import { storableText } from '../storable-text';

export const PassageParagraphSchema = strictObject({
  /** A, B, C ... for passages whose paragraphs are matched (headings, information). */
  letter: storableText()
    .regex(/^[A-Z]$/, 'letter is one capital letter, like "A"')
    .optional(),
  text: textField('text'),
});

/** One reading passage (part 1-3) with the question groups about it. */
export const ReadingPassageSchema = strictObject({
  section: z.literal('reading'),
  part: partNumberField('reading'),
  passage_title: textField('passage_title'),
  source_text: z.array(PassageParagraphSchema).min(1, 'source_text needs at least one paragraph'),
  instructions: textField('instructions').optional(),
  questionRange: questionRangeField.optional(),
  authorNotes: authorNotesField,
  questionGroups: questionGroupsField,
}).superRefine((passage, ctx) => {
  // Letters run A, B, C ... in order (an unlettered introduction may come first).
  const letters = passage.source_text.flatMap((p, i) => (p.letter ? [{ letter: p.letter, i }] : []));
  letters.forEach(({ letter, i }, n) => {
    const expected = String.fromCharCode(65 + n);
    if (letter !== expected) {
      ctx.addIssue({
        code: 'custom',
        path: ['source_text', i, 'letter'],
        message: `Paragraph letters run A, B, C ...: expected "${expected}"`,
      });
    }
  });
  // A matching item about a paragraph must name one the passage has.
  const known = new Set(letters.map((l) => l.letter));
  passage.questionGroups.forEach((group, g) => {
    if (!('items' in group)) return;
    group.items.forEach((item, i) => {
      if (item.paragraph && !known.has(item.paragraph)) {
        ctx.addIssue({
          code: 'custom',
          path: ['questionGroups', g, 'items', i, 'paragraph'],
          message: `The passage has no paragraph ${item.paragraph}`,
        });
      }
    });
  });
});

export type ReadingPassage = z.infer<typeof ReadingPassageSchema>;
export type PassageParagraph = z.infer<typeof PassageParagraphSchema>;
