import { QUESTION_INPUT_ATTRIBUTE } from '../answer-access';
import type { GroupAnswers } from '../hooks/use-group-answers';

interface ControlOptions {
  /** Buttons, radios and checkboxes: some browsers do not focus them when clicked. */
  reportClick?: boolean;
  /** The number the navigator finds this control by (default the question); null for the other radios of a group. */
  marker?: number | null;
}

/** What every answer control carries: focus reporting and, on the one to focus, the navigator's marker. */
export function controlProps(
  question: number,
  answers: GroupAnswers,
  { reportClick = false, marker = question }: ControlOptions = {},
) {
  return {
    ...(marker === null ? {} : { [QUESTION_INPUT_ATTRIBUTE]: marker }),
    onFocus: () => answers.focus(question),
    onBlur: () => answers.blur(),
    ...(reportClick ? { onClick: () => answers.focus(question) } : {}),
  };
}
