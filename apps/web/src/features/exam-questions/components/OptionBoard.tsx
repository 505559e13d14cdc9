import { ContentTexts, type Options } from '@cdi/contracts';
import { optionKeysInOrder, unusedOptionKeys } from '@cdi/exam-core';
import type { GroupAnswers } from '../hooks/use-group-answers';
import type { OptionMoves } from '../hooks/use-option-moves';
import { controlProps } from './control-props';
import { QuestionNumber } from './QuestionBlock';

/** How to answer without a mouse; every gap of the group points to it. */
export function MovesHint({ id }: { id: string }) {
  return (
    <p id={id} className="q-moves-hint">
      Drag an option onto a numbered gap, or select the option and then the gap. Select a filled gap to empty it.
    </p>
  );
}

interface OptionTrayProps {
  options: Options;
  moves: OptionMoves;
  answers: GroupAnswers;
  title: string;
  titleId: string;
  /** 'list': one option a line, as a 'List of Headings' is printed; 'wrap': options side by side (a word box). */
  layout: 'list' | 'wrap';
  /**
   * What a used option leaves behind. Either way every option keeps its place, so the list never
   * reflows under the candidate's hand. 'marked': it stays, marked used and no longer draggable (a word
   * box); 'vanish': it disappears from the list, leaving its place empty (a list of headings).
   */
  usedOptions: 'marked' | 'vanish';
  /** Said under the list once every option is used ('All headings have been used'). */
  allUsedNote?: string;
}

/** The box of options to drag or pick; dropping a gap's option back here empties that gap. */
export function OptionTray({ options, moves, answers, title, titleId, layout, usedOptions, allUsedNote }: OptionTrayProps) {
  const keys = optionKeysInOrder(options);
  const free = new Set(unusedOptionKeys(keys, answers.values));
  const zone = moves.boxZone();
  return (
    <div className={`q-tray${moves.over === 'box' ? ' q-tray--over' : ''}`} {...zone}>
      <p id={titleId} className="q-tray__title">
        {title}
      </p>
      <ul className={`q-tray__list q-tray__list--${layout}`} aria-labelledby={titleId}>
        {keys.map((key) => {
          const isFree = free.has(key);
          const canUse = isFree && !answers.disabled;
          if (!isFree && usedOptions === 'vanish') {
            // The place stays (the same height, nothing in it) so the headings below do not move up.
            return (
              <li key={key} className="q-tray__vacant" aria-hidden="true">
                <span className="q-tray__option">
                  <span className="q-tray__key">{key}</span>
                  <span className="q-tray__text">{options[key]}</span>
                </span>
              </li>
            );
          }
          return (
            <li key={key}>
              <button
                type="button"
                className={`q-tray__option${isFree ? '' : ' q-tray__option--used'}`}
                aria-pressed={moves.picked === key}
                aria-disabled={!canUse || undefined}
                onClick={() => canUse && moves.pick(key)}
                {...(canUse ? moves.dragSource({ key }) : { draggable: false })}
              >
                <span className="q-tray__key">{key}</span>
                <span className="q-tray__text">{options[key]}</span>
                {!isFree && <span className="q-tray__used">{ContentTexts.optionUsed}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {allUsedNote && free.size === 0 && <p className="q-tray__empty">{allUsedNote}</p>}
    </div>
  );
}

interface OptionGapProps {
  number: number;
  options: Options;
  moves: OptionMoves;
  answers: GroupAnswers;
  hintId: string;
  /** A heading slot takes the width of its line; a gap in text stays inline. */
  wide?: boolean;
  /** What the gap is for (the item: "Paragraph A"), read as its description. */
  describedBy?: string;
  /**
   * The paragraph's name when this is the question's second slot, drawn in the passage: it is said
   * first, and the navigator keeps going to the slot in the question list.
   */
  inPassage?: string;
  id: string;
}

/**
 * A drop target holding an option key: dropping or placing fills it, selecting it when filled empties
 * it, and its option can be dragged on to another gap. A button, so it is reached and used by keyboard.
 */
export function OptionGap({ number, options, moves, answers, hintId, wide = false, describedBy, inPassage, id }: OptionGapProps) {
  const key = answers.value(number);
  const text = key ? options[key] : undefined;
  const classes = [
    'q-gap',
    wide && 'q-gap--wide',
    key ? 'q-gap--filled' : 'q-gap--empty',
    moves.over === number && 'q-gap--over',
    (moves.picked || moves.isDragging) && !answers.disabled && 'q-gap--ready',
  ];
  return (
    <button
      type="button"
      id={id}
      className={classes.filter(Boolean).join(' ')}
      aria-describedby={describedBy ? `${describedBy} ${hintId}` : hintId}
      aria-disabled={answers.disabled || undefined}
      {...controlProps(number, answers, { marker: inPassage === undefined ? number : null })}
      onClick={() => {
        answers.focus(number);
        moves.selectGap(number);
      }}
      {...moves.gapZone(number)}
      {...(key && !answers.disabled ? moves.dragSource({ key, from: number }) : { draggable: false })}
    >
      {inPassage !== undefined && <span className="sr-only">{inPassage}: </span>}
      <QuestionNumber numbers={[number]} />
      {key ? (
        <>
          <span className="q-gap__key">{key}</span>
          <span className="q-gap__text">{text ?? key}</span>
          <span className="q-gap__clear" aria-hidden="true">
            ×
          </span>
        </>
      ) : (
        <span className="q-gap__placeholder">
          <span className="sr-only">empty</span>
        </span>
      )}
    </button>
  );
}
