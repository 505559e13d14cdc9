import { z } from 'zod';
import { LABELING_TYPES } from './question-types';
import { imageRefField, maxWordsField, optionsField, questionNumberField, strictObject, textField, groupBase } from './fields';

const percent = (axis: string) =>
  z
    .number({ error: `${axis} is a number (percent of the image ${axis === 'x' ? 'width' : 'height'})` })
    .min(0, `${axis} is at least 0`)
    .max(100, `${axis} is at most 100`);

export const ImageLabelSchema = strictObject({
  number: questionNumberField,
  /** Where the numbered box sits, in percent of the image from its top-left corner. */
  x: percent('x'),
  y: percent('y'),
  /** Printed beside the box, e.g. "steam outlet" when the candidate labels something else. */
  description: textField('description').optional(),
});

/**
 * Diagram, plan and map labeling: an uploaded image with numbered boxes. With options (a list A-I)
 * each answer is an option key; without, a typed answer of at most maxWords words.
 */
export const LabelingGroupSchema = strictObject({
  type: z.enum(LABELING_TYPES),
  ...groupBase,
  image: imageRefField,
  labels: z.array(ImageLabelSchema).min(1, 'Give at least one label'),
  options: optionsField.optional(),
  maxWords: maxWordsField,
});
