import { readHiddenColumns, writeHiddenColumns } from './column-choice';

describe('the roster column choice', () => {
  const hideable = ['status', 'lastSaved', 'words'];

  it('reads back what was written', () => {
    expect(readHiddenColumns(writeHiddenColumns(new Set(['words', 'status'])), hideable)).toEqual(new Set(['status', 'words']));
  });

  it('never hides a column that cannot be hidden, nor one that no longer exists', () => {
    expect(readHiddenColumns('["alerts","candidate","gone","lastSaved"]', hideable)).toEqual(new Set(['lastSaved']));
  });

  it('hides nothing when the stored choice cannot be read', () => {
    expect(readHiddenColumns('not json', hideable)).toEqual(new Set());
    expect(readHiddenColumns('{"status":true}', hideable)).toEqual(new Set());
    expect(readHiddenColumns(null, hideable)).toEqual(new Set());
  });
});
