import { applyAnswerChanges, assignOptionOnce, unusedOptionKeys } from './option-assignment';

const HEADINGS = ['i', 'ii', 'iii', 'iv'];

describe('assignOptionOnce', () => {
  it('assigns an option to an empty question', () => {
    expect(assignOptionOnce({ 14: '', 15: '' }, 14, 'ii')).toEqual([{ question: 14, value: 'ii' }]);
  });

  it('takes the option off the question that held it before', () => {
    expect(assignOptionOnce({ 14: 'ii', 15: '' }, 15, 'ii')).toEqual([
      { question: 14, value: '' },
      { question: 15, value: 'ii' },
    ]);
  });

  it('replaces what the question held, which goes back to the unused options', () => {
    const answers = applyAnswerChanges({ 14: 'i', 15: '' }, assignOptionOnce({ 14: 'i', 15: '' }, 14, 'iii'));
    expect(answers).toEqual({ 14: 'iii', 15: '' });
    expect(unusedOptionKeys(HEADINGS, answers)).toEqual(['i', 'ii', 'iv']);
  });

  it('changes nothing when the question already holds the option', () => {
    expect(assignOptionOnce({ 14: 'ii', 15: 'i' }, 14, 'ii')).toEqual([]);
  });

  it('assigns to a question not yet in the answers', () => {
    expect(assignOptionOnce({}, 19, 'iv')).toEqual([{ question: 19, value: 'iv' }]);
  });
});

describe('applyAnswerChanges', () => {
  it('applies the changes in order and leaves the given answers as they were', () => {
    const before = { 14: 'ii', 15: '' };
    expect(applyAnswerChanges(before, assignOptionOnce(before, 15, 'ii'))).toEqual({ 14: '', 15: 'ii' });
    expect(before).toEqual({ 14: 'ii', 15: '' });
  });

  it('clears a question (removing a heading from its slot)', () => {
    expect(applyAnswerChanges({ 14: 'ii' }, [{ question: 14, value: '' }])).toEqual({ 14: '' });
  });
});

describe('unusedOptionKeys', () => {
  it('lists every option while nothing is assigned', () => {
    expect(unusedOptionKeys(HEADINGS, { 14: '', 15: '' })).toEqual(HEADINGS);
  });

  it('drops used options and keeps the box order', () => {
    expect(unusedOptionKeys(HEADINGS, { 14: 'iii', 15: 'i' })).toEqual(['ii', 'iv']);
  });

  it('is empty when every option has been used', () => {
    expect(unusedOptionKeys(['i', 'ii'], { 14: 'ii', 15: 'i' })).toEqual([]);
  });

  it('gives a removed option back', () => {
    const answers = applyAnswerChanges({ 14: 'i', 15: 'ii' }, [{ question: 14, value: '' }]);
    expect(unusedOptionKeys(['i', 'ii'], answers)).toEqual(['i']);
  });
});
