import { distributionBars } from './distribution';

describe('distributionBars', () => {
  it('orders the bars by band, labels them as bands and drops empty ones', () => {
    expect(
      distributionBars([
        { band: 7, count: 2 },
        { band: 5.5, count: 1 },
        { band: 6, count: 0 },
        { band: 6.5, count: 4 },
      ]),
    ).toEqual([
      { band: 5.5, label: '5.5', count: 1 },
      { band: 6.5, label: '6.5', count: 4 },
      { band: 7, label: '7.0', count: 2 },
    ]);
  });
});
