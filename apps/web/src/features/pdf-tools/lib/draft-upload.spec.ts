import { draftExamPart } from './draft-part';
import { draftFileNames, draftUploadOf } from './draft-upload';
import { extractionResultOf, linesOf } from './pdf-text.fixture';

const result = extractionResultOf('Mock Test (3).pdf', [
  linesOf([
    ['READING PASSAGE 2', 12],
    ['Street Trees', 18, 8],
    ['A Trees cool the streets around them.', 10, 14],
    ['B They also store water after rain.', 10, 14],
    ['Questions 14-15', 11, 14],
    ['Write TRUE, FALSE or NOT GIVEN.'],
    ['14 Trees cool streets.', 10, 10],
    ['15 Trees store water.'],
  ]),
  linesOf([['ANSWERS', 12], ['14 TRUE', 10, 10], ['15 FALSE']]),
]);

describe("the upload dialog's start from a draft", () => {
  it('names the files after the PDF, the section and the part', () => {
    expect(draftFileNames('Mock Test (3).pdf', { section: 'reading', part: 2 })).toEqual({
      content: 'Mock-Test-3.reading-2.json',
      solution: 'Mock-Test-3.reading-2.solution.json',
    });
    expect(draftFileNames('.pdf', { section: 'listening', part: 1 }).content).toBe('draft.listening-1.json');
  });

  it('carries section, part, title and both JSON files', () => {
    const draft = draftExamPart(result);
    const upload = draftUploadOf(draft, result.fileName);
    expect(upload.values).toEqual({ section: 'reading', part: 2, examTitle: 'Street Trees' });
    expect(JSON.parse(upload.jsonText)).toEqual(draft.content);
    expect(JSON.parse(upload.solutionText ?? 'null')).toEqual(draft.solution);

    expect(upload.fileName).toBe('Mock-Test-3.reading-2.json');
    expect(upload.solutionFileName).toBe('Mock-Test-3.reading-2.solution.json');
    expect(JSON.parse(upload.solutionText ?? '')).toEqual({
      section: 'reading',
      part: 2,
      answers: { 14: { accept: ['TRUE'] }, 15: { accept: ['FALSE'] } },
    });
    // It travels in the navigation state, so it must survive the structured clone history makes.
    expect(structuredClone(upload)).toEqual(upload);
  });

  it('hands over no solution when the PDF had no answer key', () => {
    const draft = draftExamPart({ ...result, pages: result.pages.slice(0, 1) });
    expect(draftUploadOf(draft, result.fileName).solutionText).toBeNull();
  });
});
