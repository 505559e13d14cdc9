import { dayPart } from './greeting';

describe('dayPart', () => {
  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ])('hour %i is %s', (hour, part) => expect(dayPart(hour)).toBe(part));
});
