import type { ExamPart } from '@cdi/contracts';
import { referencedImages } from './referenced-images';

describe('referencedImages', () => {
  it('finds images at any depth with their paths', () => {
    const part = {
      section: 'listening',
      part: 2,
      title: 'Plan',
      questionGroups: [
        { type: 'short_answer', instructions: 'x', questions: [] },
        { type: 'map_labeling', instructions: 'x', image: { file: 'map.png', alt: 'A map' }, labels: [] },
      ],
    } as unknown as ExamPart;
    expect(referencedImages(part)).toEqual([{ file: 'map.png', path: 'questionGroups[1].image' }]);
  });

  it('finds several, including in a writing task chart', () => {
    const task = {
      section: 'writing',
      part: 1,
      prompt: 'Compare',
      chart: {
        type: 'map',
        before_image: { file: 'before.png', alt: 'Before' },
        after_image: { file: 'after.png', alt: 'After' },
      },
    } as unknown as ExamPart;
    expect(referencedImages(task).map((r) => r.file)).toEqual(['before.png', 'after.png']);
  });

  it('finds none in a part without images', () => {
    const part = { section: 'reading', part: 1, passage_title: 'P', source_text: [], questionGroups: [] } as unknown as ExamPart;
    expect(referencedImages(part)).toEqual([]);
  });
});
