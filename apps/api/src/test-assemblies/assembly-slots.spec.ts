import type { AssemblyComponent } from '@cdi/contracts';
import { slotsOf } from './assembly-slots';

const component = (
  section: AssemblyComponent['section'],
  part: number,
  order: number,
  id = `${section}-${part}-${order}`,
  questionRange: string | null = null,
) => ({
  exam_upload_id: id,
  section,
  part_number: part,
  order_index: order,
  is_required: true,
  question_range: questionRange,
});

describe('slotsOf', () => {
  it('puts listening and writing parts by number and reading passages in order', () => {
    const result = slotsOf([
      component('reading', 3, 3, 'r-a'),
      component('listening', 2, 1, 'l-2'),
      component('reading', 1, 4, 'r-b'),
      component('writing', 2, 2, 'w-2'),
    ]);
    expect(result).toEqual({
      slots: { listeningPart2Id: 'l-2', writingPart2Id: 'w-2', readingPassage1Id: 'r-a', readingPassage2Id: 'r-b' },
    });
  });

  it('refuses two parts for one slot and a fourth reading passage', () => {
    expect(slotsOf([component('listening', 1, 1, 'a'), component('listening', 1, 2, 'b')])).toEqual({
      error: 'Two components fill the same slot of the test (listening_part_1_id)',
    });
    expect(slotsOf([1, 2, 3, 4].map((n) => component('reading', 1, n, `r${n}`)))).toEqual({
      error: 'A test holds at most 3 reading passages',
    });
  });

  it('refuses two reading passages authored with the same question numbers, naming the slot of the first', () => {
    expect(slotsOf([component('reading', 1, 1, 'r-a', '1-13'), component('reading', 1, 2, 'r-b', '1-13')])).toEqual({
      error:
        'Its questions 1-13 share numbers with the part already in Reading Passage 1 (1-13): the answers to both would be mixed up. Choose a part with other question numbers.',
    });
  });

  it('takes passages whose question numbers follow on, and parts of other sections with the same numbers', () => {
    const result = slotsOf([
      component('reading', 1, 1, 'r-a', '1-13'),
      component('reading', 2, 2, 'r-b', '14-26'),
      component('listening', 1, 3, 'l-1', '1-10'),
    ]);
    expect(result).toEqual({ slots: { readingPassage1Id: 'r-a', readingPassage2Id: 'r-b', listeningPart1Id: 'l-1' } });
  });

  it('refuses a writing part 3, which no test has', () => {
    expect(slotsOf([component('writing', 3, 1)])).toHaveProperty('error');
  });
});
