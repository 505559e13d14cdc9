import { checkImportCsv, credentialsCsv, generateCandidateId, generatePassword, parseCsv } from './student-import';
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

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, commas and line breaks inside quotes, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\nlines",z')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', 'z'],
    ]);
  });

  it('drops blank lines and refuses an unclosed quote', () => {
    expect(parseCsv('a,b\n\n,\nc,d\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,"b\nc')).toBeNull();
  });
});

describe('checkImportCsv', () => {
  it('maps columns by name in any order and case, trims values, upper-cases ids and lower-cases e-mails', () => {
    const { problem, rows } = checkImportCsv(
      'Email, Last Name ,first_name,Candidate-ID,group\n A@X.org ,Lee, Kim ,abc1234, Group 1 \n',
    );
    expect(problem).toBeNull();
    expect(rows).toEqual([
      { line: 2, first_name: 'Kim', last_name: 'Lee', email: 'a@x.org', candidate_id: 'ABC1234', group: 'Group 1', reasons: [] },
    ]);
  });

  it('gives every bad row its reasons', () => {
    const { rows } = checkImportCsv(
      ['first_name,last_name,email,candidate_id', ',,,ZZZ9999', 'A,B,bad,AB1', 'C,D,c@x.org,XYZ1234', 'E,F,C@X.ORG,xyz1234'].join(
        '\n',
      ),
    );
    expect(rows.map((r) => r.reasons)).toEqual([
      [StudentTexts.importFirstNameRequired, StudentTexts.importLastNameRequired, StudentTexts.importEmailRequired],
      [StudentTexts.importEmailInvalid, StudentTexts.importCandidateIdFormat],
      [StudentTexts.importDuplicateEmail, StudentTexts.importDuplicateCandidateId],
      [StudentTexts.importDuplicateEmail, StudentTexts.importDuplicateCandidateId],
    ]);
  });

  it('refuses a file without rows, without a required column, or over the row limit', () => {
    expect(checkImportCsv('').problem).toBe(StudentTexts.importNoRows);
    expect(checkImportCsv('first_name,last_name,email').problem).toBe(StudentTexts.importNoRows);
    expect(checkImportCsv('first_name,email\nA,a@x.org').problem).toBe(
      'The file has no last_name column. The first line must name the columns.',
    );
    const many = ['first_name,last_name,email', ...Array.from({ length: StudentLimits.importMaxRows + 1 }, () => 'A,B,a@x.org')];
    expect(checkImportCsv(many.join('\n')).problem).toBe(`A file may hold at most ${StudentLimits.importMaxRows} students.`);
    expect(checkImportCsv('a,"b').problem).toBe(StudentTexts.importFileUnreadable);
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
