import type { ExamPart } from '@cdi/contracts';
import type { ExamPartFiles } from '@cdi/db';
import { Texts } from '@cdi/contracts';
import { audioProblems, imageProblems, unstorableTextProblems } from './ingestion-checks';

const file = (name: string) => ({ key: `k/${name}`, name, size: 10, mime: 'x' });
const files = (over: Partial<ExamPartFiles> = {}): ExamPartFiles => ({
  json: file('p.json'),
  solution: null,
  audio: null,
  images: [],
  ...over,
});
const listening = { section: 'listening', part: 1, title: 'T', questionGroups: [] } as unknown as ExamPart;
const withMap = {
  ...listening,
  questionGroups: [{ type: 'map_labeling', instructions: 'x', image: { file: 'map.png', alt: 'Map' }, labels: [] }],
} as unknown as ExamPart;

describe('audioProblems', () => {
  it('wants an audio file for a listening part', () => {
    expect(audioProblems(listening, files(), null)).toEqual([
      { file: 'audio', path: '', message: 'A listening part needs its audio file' },
    ]);
  });
  it('refuses audio without a readable length', () => {
    expect(audioProblems(listening, files({ audio: file('a.mp3') }), null)[0]?.message).toMatch(/no readable length/);
  });
  it('accepts audio with a length', () => {
    expect(audioProblems(listening, files({ audio: file('a.mp3') }), 181.2)).toEqual([]);
  });
  it('asks nothing of a reading passage', () => {
    expect(audioProblems({ ...listening, section: 'reading' } as unknown as ExamPart, files(), null)).toEqual([]);
  });
});

describe('imageProblems', () => {
  it('names a referenced image that was not uploaded, with its path', () => {
    expect(imageProblems(withMap, files())).toEqual([
      {
        file: 'content',
        path: 'questionGroups[0].image',
        message: 'Image "map.png" is referenced but was not uploaded with the part',
      },
    ]);
  });
  it('is satisfied when the image was uploaded under that name', () => {
    expect(imageProblems(withMap, files({ images: [file('map.png')] }))).toEqual([]);
  });
});

describe('unstorableTextProblems', () => {
  it('names the file and path of text the database cannot store', () => {
    const content = JSON.parse('{"questionGroups":[{"instructions":"Write \\ud800 here"}]}') as unknown;
    expect(unstorableTextProblems({ content, solution: { answers: { '1': 'ok' } } })).toEqual([
      { file: 'content', path: 'questionGroups.0.instructions', message: Texts.unsupportedCharacter },
    ]);
    expect(unstorableTextProblems({ content: { title: 'fine' }, solution: undefined })).toEqual([]);
  });
});
