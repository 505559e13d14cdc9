import { z } from 'zod';
import { MATCHING_TYPES } from './question-types';
import { optionsField, questionNumberField, strictObject, textField, groupBase } from './fields';
import { storableText } from '../storable-text';

export const MatchingItemSchema = strictObject({
  number: questionNumberField,
  text: textField('text'),
  /** The passage paragraph this item is about (matching headings: "Paragraph B"); must exist in source_text. */
  paragraph: storableText()
    .regex(/^[A-Z]$/, 'paragraph is one capital letter, like "B"')
    .optional(),
});

/** Items on one side, the box of options on the other; each item's answer is an option key. */
export const MatchingGroupSchema = strictObject({
  type: z.enum(MATCHING_TYPES),
  ...groupBase,
  /** Heading of the box, e.g. "List of Headings". */
  optionsTitle: textField('optionsTitle').optional(),
  boxOptions: optionsField,
  items: z.array(MatchingItemSchema).min(1, 'Give at least one item to match'),
});
