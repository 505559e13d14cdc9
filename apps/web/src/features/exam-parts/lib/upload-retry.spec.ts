import { UploadTexts } from '@cdi/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { UploadFailure, uploadRetryDecision, withUploadRetries } from './upload-retry';

const rateLimited = (retryAfter?: number) => new ApiError('Too many uploads', { status: 429, retryAfter });
const offline = () => new ApiError('Network error', { status: 0 });

describe('uploadRetryDecision', () => {
  it('waits out a 429 for retryAfter seconds, counting attempts', () => {
    expect(uploadRetryDecision(rateLimited(7), 0)).toEqual({
      retry: true,
      delayMs: 7000,
      notice: 'Rate limited. Retrying in 7 seconds... (1/3)',
    });
    expect(uploadRetryDecision(rateLimited(7), 2)).toMatchObject({ notice: 'Rate limited. Retrying in 7 seconds... (3/3)' });
  });

  it('waits 5 seconds when the server gives no retryAfter', () => {
    expect(uploadRetryDecision(rateLimited(), 1)).toMatchObject({
      delayMs: 5000,
      notice: 'Rate limited. Retrying in 5 seconds... (2/3)',
    });
  });

  it('gives up on rate limiting after three retries', () => {
    expect(uploadRetryDecision(rateLimited(1), 3)).toEqual({ retry: false, message: UploadTexts.rateLimitedGaveUp });
  });

  it('retries a network failure after 2 seconds, three times', () => {
    expect(uploadRetryDecision(offline(), 0)).toEqual({ retry: true, delayMs: 2000, notice: 'Upload failed. Retrying... (1/3)' });
    expect(uploadRetryDecision(offline(), 3)).toEqual({ retry: false, message: UploadTexts.networkGaveUp });
  });

  it("stops at once on any other failure with the server's error and field", () => {
    const invalid = new ApiError('JSON file "p.json" is not valid JSON: Unexpected token', { status: 400, field: 'jsonFile' });
    expect(uploadRetryDecision(invalid, 0)).toEqual({ retry: false, message: invalid.message, field: 'jsonFile' });
    expect(uploadRetryDecision(new ApiError('', { status: 500 }), 0)).toMatchObject({ message: UploadTexts.failed });
    expect(uploadRetryDecision(new TypeError('boom'), 0)).toMatchObject({ message: UploadTexts.failed });
  });
});

describe('withUploadRetries', () => {
  const hooks = () => ({ wait: jest.fn(() => Promise.resolve()), announce: jest.fn() });

  it('returns the first success', async () => {
    const h = hooks();
    const send = jest.fn().mockRejectedValueOnce(offline()).mockRejectedValueOnce(rateLimited(3)).mockResolvedValue('ok');
    await expect(withUploadRetries(send, h)).resolves.toBe('ok');
    expect(send).toHaveBeenCalledTimes(3);
    expect(h.announce.mock.calls).toEqual([
      ['Upload failed. Retrying... (1/3)'],
      ['Rate limited. Retrying in 3 seconds... (2/3)'],
    ]);
    expect(h.wait.mock.calls).toEqual([[2000], [3000]]);
  });

  it('sends four times in all before giving up', async () => {
    const h = hooks();
    const send = jest.fn().mockRejectedValue(rateLimited());
    await expect(withUploadRetries(send, h)).rejects.toEqual(new UploadFailure(UploadTexts.rateLimitedGaveUp));
    expect(send).toHaveBeenCalledTimes(4);
    expect(h.announce).toHaveBeenCalledTimes(3);
  });

  it('does not retry a rejected upload and keeps its field', async () => {
    const send = jest.fn().mockRejectedValue(new ApiError('Test group is required', { status: 400, field: 'testGroup' }));
    const failure = await withUploadRetries(send, hooks()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadFailure);
    expect(failure).toMatchObject({ message: 'Test group is required', field: 'testGroup' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('lets a cancellation through without retrying', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const send = jest.fn().mockRejectedValue(abort);
    await expect(withUploadRetries(send, hooks())).rejects.toBe(abort);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
