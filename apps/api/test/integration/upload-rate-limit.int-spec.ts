import { UPLOADS_PER_MINUTE, UploadTexts } from '@cdi/contracts';
import { fixtureFile, uploadPart } from '../support/exam-uploads';
import { createTenant, developerToken } from '../support/fixtures';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('upload rate limit', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack(); // no worker: parts stay pending, which is all this needs
  });
  afterAll(() => stack.close());

  it(`answers 429 with retryAfter after ${UPLOADS_PER_MINUTE} uploads in a minute, before reading the body`, async () => {
    const dev = await developerToken(stack.http);
    const tenant = await createTenant(stack.http, dev);
    const upload = () =>
      uploadPart(stack.http, dev, {
        tenantId: tenant.id,
        section: 'reading',
        part: 1,
        jsonFile: fixtureFile('reading-passage.json'),
      });
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) expect((await upload()).status).toBe(202);
    const limited = await upload();
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe(UploadTexts.tooManyUploads);
    expect(limited.body.retryAfter).toBeGreaterThan(0);
    expect(limited.body.retryAfter).toBeLessThanOrEqual(60);
  });
});
