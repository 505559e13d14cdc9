import { z } from 'zod';
import { authorNotesField, partNumberField, questionRangeField, strictObject, textField } from './fields';
import { questionGroupsField } from './question-groups';

/** One listening part. The audio is the file uploaded with the part, never a URL in the content. */
export const ListeningPartSchema = strictObject({
  section: z.literal('listening'),
  part: partNumberField('listening'),
  title: textField('title'),
  instructions: textField('instructions').optional(),
  /** 'a-b': the part's first and last question numbers. */
  questionRange: questionRangeField.optional(),
  /** For authors and markers only; never sent to a candidate. */
  transcript: textField('transcript').optional(),
  authorNotes: authorNotesField,
  questionGroups: questionGroupsField,
});

export type ListeningPart = z.infer<typeof ListeningPartSchema>;
