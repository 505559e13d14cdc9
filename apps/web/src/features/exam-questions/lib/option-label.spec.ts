import { optionLabel, optionsNeedBox } from './option-label';

describe('optionLabel', () => {
  it('joins the key and the text', () => expect(optionLabel('B', 'shade')).toBe('B – shade'));
  it('keeps a heading numeral as its key', () =>
    expect(optionLabel('iv', 'How trees reduce heat')).toBe('iv – How trees reduce heat'));
  it('shows a letter that is its own text once', () => expect(optionLabel('C', 'C')).toBe('C'));
  it('shows "Paragraph B" alone', () => expect(optionLabel('B', 'Paragraph B')).toBe('Paragraph B'));
  it('does not mistake a word ending in the letter for the letter', () => {
    expect(optionLabel('A', 'a huge salsA')).toBe('A – a huge salsA');
  });
});

describe('optionsNeedBox', () => {
  it('is false for letters on a map or plan', () => expect(optionsNeedBox({ A: 'A', B: 'B' })).toBe(false));
  it('is false for paragraph letters', () => expect(optionsNeedBox({ A: 'Paragraph A', B: 'Paragraph B' })).toBe(false));
  it('is true once any option has its own text', () => expect(optionsNeedBox({ A: 'A', B: 'the lake' })).toBe(true));
});
