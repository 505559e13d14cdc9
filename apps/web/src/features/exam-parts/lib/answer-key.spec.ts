import { AnswerKeyTexts } from '@cdi/contracts';
import { answerKeyUsage, canEditAnswerKey, formatAnswerKey, parseAnswerKey } from './answer-key';

describe('canEditAnswerKey', () => {
  it('offers the editor for processed listening and reading parts only', () => {
    expect(canEditAnswerKey({ section: 'listening', processing_status: 'completed' })).toBe(true);
    expect(canEditAnswerKey({ section: 'reading', processing_status: 'completed' })).toBe(true);
    expect(canEditAnswerKey({ section: 'writing', processing_status: 'completed' })).toBe(false);
    expect(canEditAnswerKey({ section: 'reading', processing_status: 'processing' })).toBe(false);
    expect(canEditAnswerKey({ section: 'listening', processing_status: 'failed' })).toBe(false);
  });
});

describe('formatAnswerKey', () => {
  it('indents the stored key by two spaces, and shows no key as an empty editor', () => {
    expect(formatAnswerKey({ part: 1, answers: { '1': { accept: ['Mill'] } } })).toBe(
      '{\n  "part": 1,\n  "answers": {\n    "1": {\n      "accept": [\n        "Mill"\n      ]\n    }\n  }\n}',
    );
    expect(formatAnswerKey(null)).toBe('');
  });
});

describe('parseAnswerKey', () => {
  it('reads a JSON object', () => {
    expect(parseAnswerKey(' {"section": "reading", "answers": {}} ')).toEqual({
      ok: true,
      key: { section: 'reading', answers: {} },
    });
  });

  it('says why text is not JSON', () => {
    const parsed = parseAnswerKey('{"section": ');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(/^The answer key is not valid JSON: .+/);
  });

  it('refuses JSON that is not an object', () => {
    for (const text of ['[]', 'null', '"key"', '12']) {
      expect(parseAnswerKey(text)).toEqual({ ok: false, message: AnswerKeyTexts.notObject });
    }
  });
});

describe('answerKeyUsage', () => {
  it('says how many tests and marked sections the old key reached', () => {
    expect(answerKeyUsage(2, 31)).toBe(
      'Used by 2 test(s) with 31 marked section(s): centres re-mark them from their results page.',
    );
  });
});
