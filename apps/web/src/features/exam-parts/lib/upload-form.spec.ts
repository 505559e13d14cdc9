import { UploadLimits } from '@cdi/contracts';
import {
  checkUploadFiles,
  EMPTY_UPLOAD_VALUES,
  filesToSend,
  isReadyToUpload,
  partNumbers,
  titlePlaceholder,
  withSection,
  type UploadFiles,
} from './upload-form';

const MB = 1024 * 1024;
const file = (name: string, size = 100) => ({ name, size });
const noFiles: UploadFiles = { jsonFile: null, audioFile: null, images: [], solutionFile: null };

describe('upload form rules', () => {
  it('offers the parts of each section', () => {
    expect(partNumbers('listening')).toEqual([1, 2, 3, 4]);
    expect(partNumbers('reading')).toEqual([1, 2, 3]);
    expect(partNumbers('writing')).toEqual([1, 2]);
  });

  it('resets the part to 1 when the section changes', () => {
    expect(withSection({ ...EMPTY_UPLOAD_VALUES, part: 4 }, 'writing')).toMatchObject({ section: 'writing', part: 1 });
  });

  it('shows the generated title as the placeholder', () => {
    expect(titlePlaceholder({ ...EMPTY_UPLOAD_VALUES, section: 'reading', testGroup: ' Cambridge 18 ', part: 2 })).toBe(
      'Reading Test Cambridge 18 Part 2',
    );
  });

  it('needs a tenant, a test group and a JSON file', () => {
    const values = { ...EMPTY_UPLOAD_VALUES, tenantId: 't1', testGroup: 'A' };
    const withJson = { ...noFiles, jsonFile: file('part.json') };
    expect(isReadyToUpload(values, withJson)).toBe(true);
    expect(isReadyToUpload(values, noFiles)).toBe(false);
    expect(isReadyToUpload({ ...values, testGroup: '  ' }, withJson)).toBe(false);
    expect(isReadyToUpload({ ...values, tenantId: '' }, withJson)).toBe(false);
  });

  it('sends audio only for listening and a solution for anything but writing', () => {
    const files = { ...noFiles, jsonFile: file('p.json'), audioFile: file('a.mp3'), solutionFile: file('s.json') };
    expect(filesToSend(files, 'listening')).toEqual(files);
    expect(filesToSend(files, 'reading')).toMatchObject({ audioFile: null, solutionFile: files.solutionFile });
    expect(filesToSend(files, 'writing')).toMatchObject({ audioFile: null, solutionFile: null });
  });
});

describe('checkUploadFiles', () => {
  it('passes files within the limits', () => {
    const files = {
      jsonFile: file('p.json', UploadLimits.jsonFile.maxBytes),
      audioFile: file('a.mp3', 50 * MB),
      images: [file('map.png', MB)],
      solutionFile: file('s.json'),
    };
    expect(checkUploadFiles(files)).toEqual({});
  });

  it('names the file, its size and the limit when one is too large', () => {
    const errors = checkUploadFiles({ ...noFiles, jsonFile: file('big.json', 3 * MB), audioFile: file('long.mp3', 81 * MB) });
    expect(errors.jsonFile).toBe('JSON file "big.json" is 3 MB; the limit is 2 MB');
    expect(errors.audioFile).toBe('Audio file "long.mp3" is 81 MB; the limit is 80 MB');
  });

  it('checks every image and their number', () => {
    expect(checkUploadFiles({ ...noFiles, images: [file('a.png'), file('b.png', 9 * MB)] }).images).toBe(
      'Image "b.png" is 9 MB; the limit is 8 MB',
    );
    const many = Array.from({ length: UploadLimits.images.maxCount + 1 }, (_, i) => file(`${i}.png`));
    expect(checkUploadFiles({ ...noFiles, images: many }).images).toBe(`At most ${UploadLimits.images.maxCount} images per part`);
  });
});
