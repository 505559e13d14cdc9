import {
  checkImportTable,
  credentialsCsv,
  generateCandidateId,
  generatePassword,
  skippedRowsCsv,
  tableToCsv,
} from './student-import';
import { StudentLimits, StudentTexts } from './students';

/** A fixed sequence of "random" numbers, each taken modulo the range asked for. */
const sequence = (...values: number[]) => {
  let i = 0;
  return (max: number) => values[i++ % values.length]! % max;
};

describe('generators', () => {
  it('makes candidate IDs of three capitals and a number from 1000 to 9999', () => {
    expect(generateCandidateId(sequence(0, 1, 25, 0))).toBe('ABZ1000');
    expect(generateCandidateId(sequence(2, 2, 2, 8999))).toBe('CCC9999');
    const real = (max: number) => Math.floor(Math.random() * max);
    for (let i = 0; i < 200; i++) expect(generateCandidateId(real)).toMatch(/^[A-Z]{3}[1-9]\d{3}$/);
  });

  it('makes 8-character passwords without I, O, l, 1 or 0', () => {
    expect(StudentLimits.passwordAlphabet).not.toMatch(/[IOl10]/);
    const real = (max: number) => Math.floor(Math.random() * max);
    for (let i = 0; i < 200; i++) expect(generatePassword(real)).toMatch(/^[A-HJ-NP-Za-km-z2-9]{8}$/);
    expect(generatePassword(sequence(0))).toBe('AAAAAAAA');
  });
});

/** A simple comma-separated text as the table a parser reads from it (the cells hold no commas). */
const table = (text: string) => (text === '' ? [] : text.split('\n').map((line) => line.split(',')));

describe('checkImportTable', () => {
  it('maps columns by name in any order and case, trims values, upper-cases ids and lower-cases e-mails', () => {
    const { problem, rows } = checkImportTable(
      table('Email, Last Name ,first_name,Candidate-ID,group\n A@X.org ,Lee, Kim ,abc1234, Group 1 \n'),
    );
    expect(problem).toBeNull();
    expect(rows).toEqual([
      { line: 2, first_name: 'Kim', last_name: 'Lee', email: 'a@x.org', candidate_id: 'ABC1234', group: 'Group 1', reasons: [] },
    ]);
  });

  it('gives every bad row its reasons, and a repeated e-mail or candidate ID to the repeat only, naming the first line', () => {
    const { rows } = checkImportTable(
      table(
        [
          'first_name,last_name,email,candidate_id',
          ',,,ZZZ9999',
          'A,B,bad,AB1',
          'C,D,c@x.org,XYZ1234',
          'E,F,C@X.ORG,xyz1234',
          'G,H,g@x.org,',
          'I,J,c@x.org,',
        ].join('\n'),
      ),
    );
    expect(rows.map((r) => r.reasons)).toEqual([
      [StudentTexts.importFirstNameRequired, StudentTexts.importLastNameRequired, StudentTexts.importEmailRequired],
      [StudentTexts.importEmailInvalid, StudentTexts.importCandidateIdFormat],
      [],
      ['same e-mail as line 4', 'same candidate ID as line 4'],
      [],
      ['same e-mail as line 4'],
    ]);
  });

  it('knows the e-mail column by the names spreadsheets give it', () => {
    for (const name of ['E-mail', 'Email Address', 'e-mail address'])
      expect(
        checkImportTable([
          ['First Name', 'Last Name', name],
          ['A', 'B', 'a@x.org'],
        ]).rows[0]!.email,
      ).toBe('a@x.org');
  });

  it('leaves out blank rows, as spreadsheets leave them', () => {
    const { rows } = checkImportTable([['first_name', 'last_name', 'email'], ['', ' ', ''], ['A', 'B', 'a@x.org'], []]);
    expect(rows.map((r) => r.email)).toEqual(['a@x.org']);
  });

  it('takes 5,000 rows and refuses a file without rows, without a required column, or over the row limit', () => {
    expect(StudentLimits.importMaxRows).toBe(5000);
    const fiveThousand = [
      ['first_name', 'last_name', 'email'],
      ...Array.from({ length: 5000 }, (_, i) => ['A', 'B', `a${i}@x.org`]),
    ];
    const big = checkImportTable(fiveThousand);
    expect(big.problem).toBeNull();
    expect(big.rows.filter((r) => r.reasons.length === 0)).toHaveLength(5000);
    expect(checkImportTable([]).problem).toBe(StudentTexts.importNoRows);
    expect(checkImportTable(table('first_name,last_name,email')).problem).toBe(StudentTexts.importNoRows);
    expect(checkImportTable(table('first_name,email\nA,a@x.org')).problem).toBe(
      'The file has no last_name column. The first line must name the columns.',
    );
    const many = ['first_name,last_name,email', ...Array.from({ length: StudentLimits.importMaxRows + 1 }, () => 'A,B,a@x.org')];
    expect(checkImportTable(table(many.join('\n'))).problem).toBe(
      `A file may hold at most ${StudentLimits.importMaxRows} students.`,
    );
  });
});

describe('tableToCsv', () => {
  it('writes cells that read back exactly: quotes, commas, line breaks, and numbers and blanks', () => {
    expect(
      tableToCsv([
        ['a', 'b, c'],
        ['say "hi"', 'two\nlines'],
        [1, null],
      ]),
    ).toBe('a,"b, c"\n"say ""hi""","two\nlines"\n1,');
  });
});

describe('skippedRowsCsv', () => {
  it('lists each skipped row with its line and reasons, with a byte-order mark', () => {
    expect(
      skippedRowsCsv([
        {
          line: 7,
          first_name: 'Ana',
          last_name: 'Ruiz',
          email: 'a@x.org',
          candidate_id: null,
          reasons: ['same e-mail as line 6', 'x'],
        },
      ]),
    ).toBe('\uFEFFline,first_name,last_name,email,candidate_id,reasons\r\n7,Ana,Ruiz,a@x.org,,same e-mail as line 6; x\r\n');
  });
});

describe('credentialsCsv', () => {
  it('quotes where needed and keeps spreadsheet formulas as text', () => {
    const csv = credentialsCsv([
      { candidate_id: 'ABC1234', password: 'Xy7kPq2z', first_name: 'Ann, Jr', last_name: '=cmd()', email: null, group: 'G "1"' },
    ]);
    expect(csv).toBe(
      '\uFEFFcandidate_id,password,first_name,last_name,email,group\r\nABC1234,Xy7kPq2z,"Ann, Jr",\'=cmd(),,"G ""1"""\r\n',
    );
  });

  it('starts with a byte-order mark, so spreadsheets read accented names as UTF-8', () => {
    const csv = credentialsCsv([
      { candidate_id: 'ABC1234', password: 'p', first_name: 'Chloé', last_name: 'Zoë', email: null, group: null },
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Chloé,Zoë');
  });
});
