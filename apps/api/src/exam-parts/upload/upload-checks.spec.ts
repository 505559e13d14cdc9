import { fillText, Texts, UPLOAD_JSON_MAX_DEPTH, UploadTexts } from '@cdi/contracts';
import { ApiError } from '../../common/api-error';
import { checkUpload, nestsDeeperThan, type UploadedFile } from './upload-checks';

const file = (fieldname: string, originalname: string, content: string | Buffer, size?: number): UploadedFile => {
  const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { fieldname, originalname, mimetype: 'application/octet-stream', size: size ?? buffer.length, buffer };
};
const json = file('jsonFile', 'part-1.json', '{"section":"listening"}');
/** Pretends every file is what its first byte says: 'M' mp3, 'P' png, anything else unknown. */
const sniff = async (bytes: Buffer) => ({ M: 'audio/mpeg', P: 'image/png' })[String.fromCharCode(bytes[0] ?? 0)];

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('checkUpload', () => {
  it('accepts a listening part with its JSON, solution, audio and images, parsing both JSON files', async () => {
    const checked = await checkUpload(
      'listening',
      {
        jsonFile: [json],
        solutionFile: [file('solutionFile', 's.json', '\uFEFF{"answers":{}}')],
        audioFile: [file('audioFile', 'part-1.mp3', 'M...')],
        images: [file('images', 'map.png', 'P...')],
      },
      sniff,
    );
    expect(checked.json.content).toEqual({ section: 'listening' });
    expect(checked.solution?.content).toEqual({ answers: {} });
    expect(checked.audio?.mime).toBe('audio/mpeg');
    expect(checked.images.map((i) => i.mime)).toEqual(['image/png']);
  });

  it('requires the JSON file, with the spec’s message', async () => {
    const error = await refusal(checkUpload('reading', {}, sniff));
    expect(error).toMatchObject({ status: 400, message: UploadTexts.fillRequired, field: 'jsonFile' });
  });

  it('refuses JSON that does not parse, naming the file', async () => {
    const error = await refusal(checkUpload('reading', { jsonFile: [file('jsonFile', 'broken.json', '{"a":')] }, sniff));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^JSON file "broken.json" is not valid JSON: /);
  });

  it.each([
    ['a lone surrogate', '{"title":"Part \\ud800 one"}'],
    ['U+0000 in a key', '{"ti\\u0000tle":"Part one"}'],
  ])('refuses JSON holding %s with the storable-text message, naming the file’s field', async (_name, text) => {
    const error = await refusal(checkUpload('reading', { jsonFile: [file('jsonFile', 'part.json', text)] }, sniff));
    expect(error).toMatchObject({ status: 400, message: Texts.unsupportedCharacter, field: 'jsonFile' });
    const solution = file('solutionFile', 's.json', '{"answers":{"1":"\\udc00"}}');
    expect(await refusal(checkUpload('reading', { jsonFile: [json], solutionFile: [solution] }, sniff))).toMatchObject({
      status: 400,
      message: Texts.unsupportedCharacter,
      field: 'solutionFile',
    });
  });

  it('refuses JSON nested deeper than the limit with 400 before parsing it, naming the file', async () => {
    const deep = '['.repeat(300_000) + ']'.repeat(300_000);
    const error = await refusal(checkUpload('reading', { jsonFile: [file('jsonFile', 'deep.json', deep)] }, sniff));
    expect(error).toMatchObject({
      status: 400,
      field: 'jsonFile',
      message: `JSON file "deep.json" nests more than ${UPLOAD_JSON_MAX_DEPTH} levels deep`,
    });
    const solution = file(
      'solutionFile',
      's.json',
      '{"a":'.repeat(UPLOAD_JSON_MAX_DEPTH + 1) + '1' + '}'.repeat(UPLOAD_JSON_MAX_DEPTH + 1),
    );
    expect(await refusal(checkUpload('reading', { jsonFile: [json], solutionFile: [solution] }, sniff))).toMatchObject({
      status: 400,
      field: 'solutionFile',
    });
  });

  it('counts only real nesting: brackets inside strings and escaped quotes do not count', () => {
    const atLimit = '['.repeat(UPLOAD_JSON_MAX_DEPTH) + ']'.repeat(UPLOAD_JSON_MAX_DEPTH);
    expect(nestsDeeperThan(atLimit, UPLOAD_JSON_MAX_DEPTH)).toBe(false);
    expect(nestsDeeperThan(`[${atLimit}]`, UPLOAD_JSON_MAX_DEPTH)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[[[[[ \\" {{{{{{{{' }), 3)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify([['a"]]]'], [['b']]]), 3)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify([['a"]]]'], [['b']]]), 2)).toBe(true);
  });

  it('refuses audio whose bytes are not audio, whatever its name, with 415', async () => {
    const fake = file('audioFile', 'song.mp3', 'P-really-a-png');
    const error = await refusal(checkUpload('listening', { jsonFile: [json], audioFile: [fake] }, sniff));
    expect(error).toMatchObject({
      status: 415,
      field: 'audioFile',
      message: fillText(UploadTexts.notAudio, { name: 'song.mp3' }),
    });
  });

  it('refuses an image whose bytes are not an image', async () => {
    const fake = file('images', 'map.png', '<svg onload=alert(1)>');
    const error = await refusal(checkUpload('reading', { jsonFile: [json], images: [fake] }, sniff));
    expect(error).toMatchObject({ status: 415, field: 'images' });
  });

  it('refuses audio for a reading or writing part and a solution for a writing task', async () => {
    const audio = file('audioFile', 'a.mp3', 'M');
    expect(await refusal(checkUpload('reading', { jsonFile: [json], audioFile: [audio] }, sniff))).toMatchObject({
      message: UploadTexts.audioOnlyListening,
    });
    const solution = file('solutionFile', 's.json', '{}');
    expect(await refusal(checkUpload('writing', { jsonFile: [json], solutionFile: [solution] }, sniff))).toMatchObject({
      message: UploadTexts.solutionNotWriting,
    });
  });
});
