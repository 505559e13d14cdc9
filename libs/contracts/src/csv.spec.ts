import { csvCell, csvFile, csvLine } from './csv';

describe('CSV the product hands out', () => {
  it('quotes a cell with a comma, quote or line break, doubling its quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a cell a spreadsheet would run as a formula as text', () => {
    for (const formula of ['=1+1', '+44', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(formula)).toBe(csvCell(`'${formula}`));
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes empty cells for nothing, numbers as they are, and CRLF line ends', () => {
    expect(csvLine([null, undefined, 3, 'x'])).toBe(',,3,x');
    expect(csvFile(['a', 'b'], [['1', '2']])).toBe('a,b\r\n1,2\r\n');
  });
});
