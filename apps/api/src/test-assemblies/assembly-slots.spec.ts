import type { AssemblyComponent } from '@cdi/contracts';
import { slotsOf } from './assembly-slots';

const component = (section: AssemblyComponent['section'], part: number, order: number, id = `${section}-${part}-${order}`) => ({
  exam_upload_id: id,
  section,
  part_number: part,
  order_index: order,
  is_required: true,
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

  it('refuses a writing part 3, which no test has', () => {
    expect(slotsOf([component('writing', 3, 1)])).toHaveProperty('error');
  });
});
