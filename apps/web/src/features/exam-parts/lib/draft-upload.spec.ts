import { draftUploadState, readDraftUpload, uploadPrefill, type DraftUpload } from './draft-upload';
import { EMPTY_UPLOAD_VALUES } from './upload-form';

const draft: DraftUpload = {
  values: { section: 'reading', part: 2, examTitle: 'Street Trees' },
  jsonText: '{ "section": "reading" }\n',
  solutionText: '{ "answers": {} }\n',
  fileName: 'mock.reading-2.json',
};

describe('a draft exam part handed to the upload dialog', () => {
  it('is read back from the navigation state, and anything else is ignored', () => {
    expect(readDraftUpload(draftUploadState(draft))).toEqual(draft);
    expect(readDraftUpload(null)).toBeNull();
    expect(readDraftUpload({ draftPart: { ...draft, jsonText: 42 } })).toBeNull();
    expect(readDraftUpload({ somethingElse: true })).toBeNull();
  });

  it('prefills section, part and title, and chooses the JSON and solution files', async () => {
    const { values, files } = uploadPrefill(draft);
    expect(values).toEqual({ ...EMPTY_UPLOAD_VALUES, section: 'reading', part: 2, examTitle: 'Street Trees' });
    expect(files.jsonFile?.name).toBe('mock.reading-2.json');
    expect(files.jsonFile?.type).toBe('application/json');
    expect(await files.jsonFile?.text()).toBe(draft.jsonText);
    expect(files.solutionFile?.name).toBe('mock.reading-2.solution.json');
    expect(await files.solutionFile?.text()).toBe(draft.solutionText);
    expect([files.audioFile, files.images]).toEqual([null, []]);
  });

  it('leaves the solution empty without one, and keeps the part within the section', () => {
    const prefill = uploadPrefill({ ...draft, solutionText: null, values: { ...draft.values, part: 4 } });
    expect(prefill.files.solutionFile).toBeNull();
    expect(prefill.values.part).toBe(1);
  });
});
