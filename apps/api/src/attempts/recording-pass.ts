import { Inject, Injectable } from '@nestjs/common';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { API_ENV, type ApiEnv } from '../config/api-env';

/**
 * The key to an attempt's listening recording. Only the exam window that joined the attempt is given
 * it (with the recording's place, over the exam socket), and the audio route plays nothing without it:
 * the recording is heard once, in the exam's listening section, never from another page of the
 * candidate's (the test overview, a copied URL). Another window can only get it by taking the sitting
 * over, which silences the first and shows on the invigilator's roster. Signed, so every api replica
 * checks it without shared state.
 */
@Injectable()
export class RecordingPass {
  private readonly key: Buffer;

  constructor(@Inject(API_ENV) env: ApiEnv) {
    this.key = Buffer.from(hkdfSync('sha256', env.APP_SECRET, 'cdi-recording-pass', 'listening-recording', 32));
  }

  issue(attemptId: string): string {
    return createHmac('sha256', this.key).update(attemptId).digest('base64url');
  }

  admits(attemptId: string, pass: string | undefined): boolean {
    if (!pass) return false;
    const expected = Buffer.from(this.issue(attemptId));
    const given = Buffer.from(pass);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
