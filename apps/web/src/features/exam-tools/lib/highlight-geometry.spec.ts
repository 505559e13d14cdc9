import {
  highlightToolbarWidth,
  judgeSelection,
  placeHighlightToolbar,
  selectedSlice,
  sliceIsWorthWrapping,
  type SelectionFacts,
} from './highlight-geometry';

const viewport = { width: 1280, height: 800 };
const TOOLBAR_HEIGHT = 48;

describe('highlightToolbarWidth', () => {
  it('is 280 px on an ordinary viewport', () => {
    expect(highlightToolbarWidth(1280)).toBe(280);
    expect(highlightToolbarWidth(312)).toBe(280);
  });

  it('shrinks to keep the 16 px margins on a narrow viewport', () => {
    expect(highlightToolbarWidth(300)).toBe(268);
    expect(highlightToolbarWidth(20)).toBe(0);
  });
});

describe('placeHighlightToolbar', () => {
  it('centres the toolbar 8 px under the selection', () => {
    const placement = placeHighlightToolbar({ left: 500, top: 200, width: 100, height: 20 }, TOOLBAR_HEIGHT, viewport);
    expect(placement).toEqual({ left: 550 - 140, top: 228, width: 280, side: 'below' });
  });

  it('keeps 16 px from the left and right edges', () => {
    expect(placeHighlightToolbar({ left: 0, top: 100, width: 10, height: 20 }, TOOLBAR_HEIGHT, viewport).left).toBe(16);
    expect(placeHighlightToolbar({ left: 1270, top: 100, width: 10, height: 20 }, TOOLBAR_HEIGHT, viewport).left).toBe(
      1280 - 16 - 280,
    );
  });

  it('goes above the selection when there is no room below', () => {
    const placement = placeHighlightToolbar({ left: 500, top: 760, width: 100, height: 20 }, TOOLBAR_HEIGHT, viewport);
    expect(placement.side).toBe('above');
    expect(placement.top).toBe(760 - 8 - TOOLBAR_HEIGHT);
  });

  it('stays inside the viewport when a tall selection leaves no room on either side', () => {
    const placement = placeHighlightToolbar({ left: 100, top: -400, width: 600, height: 1600 }, TOOLBAR_HEIGHT, viewport);
    expect(placement.side).toBe('below');
    expect(placement.top).toBe(800 - 16 - TOOLBAR_HEIGHT);
  });

  it('never places the toolbar above the top margin, even with a toolbar taller than the viewport', () => {
    const placement = placeHighlightToolbar({ left: 10, top: 10, width: 10, height: 10 }, 900, { width: 300, height: 400 });
    expect(placement).toEqual({ left: 16, top: 16, width: 268, side: 'below' });
  });
});

describe('judgeSelection', () => {
  const facts: SelectionFacts = {
    selected: true,
    touchesContent: true,
    inField: false,
    text: 'The river',
    box: { left: 10, top: 10, width: 60, height: 18 },
  };

  it('accepts visible text inside the content area', () => {
    expect(judgeSelection(facts)).toBe('ok');
  });

  it('ignores no selection, a caret, and a whitespace-only selection as empty', () => {
    expect(judgeSelection({ ...facts, selected: false, touchesContent: false, text: '' })).toBe('empty');
    expect(judgeSelection({ ...facts, text: '' })).toBe('empty');
    expect(judgeSelection({ ...facts, text: ' \n\t' })).toBe('empty');
  });

  it('ignores a selection of zero size', () => {
    expect(judgeSelection({ ...facts, box: { left: 10, top: 10, width: 0, height: 0 } })).toBe('zero-size');
    expect(judgeSelection({ ...facts, box: { left: 10, top: 10, width: 40, height: 0 } })).toBe('zero-size');
  });

  it('ignores a selection outside the content area', () => {
    expect(judgeSelection({ ...facts, touchesContent: false, text: '' })).toBe('outside-content');
  });

  it('ignores a selection inside a text field, caret or not', () => {
    expect(judgeSelection({ ...facts, inField: true })).toBe('in-field');
    expect(judgeSelection({ ...facts, inField: true, selected: false, text: '' })).toBe('in-field');
  });
});

describe('selectedSlice', () => {
  it('covers the whole node when the selection passes through it', () => {
    expect(selectedSlice(12, {})).toEqual({ start: 0, end: 12 });
  });

  it('starts or ends at the selection offsets in the boundary nodes', () => {
    expect(selectedSlice(12, { start: 4 })).toEqual({ start: 4, end: 12 });
    expect(selectedSlice(12, { end: 5 })).toEqual({ start: 0, end: 5 });
    expect(selectedSlice(12, { start: 2, end: 7 })).toEqual({ start: 2, end: 7 });
  });

  it('clamps offsets to the text and never lets the end pass before the start', () => {
    expect(selectedSlice(5, { start: -3, end: 40 })).toEqual({ start: 0, end: 5 });
    expect(selectedSlice(5, { start: 4, end: 1 })).toEqual({ start: 4, end: 4 });
  });
});

describe('sliceIsWorthWrapping', () => {
  it('wraps slices with visible characters only', () => {
    expect(sliceIsWorthWrapping('Hello world', { start: 5, end: 8 })).toBe(true);
    expect(sliceIsWorthWrapping('Hello world', { start: 5, end: 6 })).toBe(false);
    expect(sliceIsWorthWrapping('\n    ', { start: 0, end: 5 })).toBe(false);
    expect(sliceIsWorthWrapping('abc', { start: 3, end: 3 })).toBe(false);
  });
});
