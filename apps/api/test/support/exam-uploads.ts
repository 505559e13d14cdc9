import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExamPartDetail, ExamPartSummary } from '@cdi/contracts';
import type { HttpClient, TestResponse } from './http-client';

export const FIXTURES = path.join(__dirname, '../fixtures');

export function fixtureFile(name: string, as = name, type = 'application/octet-stream'): File {
  return new File([new Uint8Array(readFileSync(path.join(FIXTURES, name)))], as, { type });
}

export function textFile(content: string | Buffer, name: string, type = 'application/octet-stream'): File {
  return new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type });
}

export interface UploadInput {
  tenantId: string;
  section: 'listening' | 'reading' | 'writing';
  part: number;
  testGroup?: string;
  jsonFile?: File;
  solutionFile?: File;
  audioFile?: File;
  images?: File[];
}

/** Sends an upload as the dialog does: multipart with the spec's field names. */
export function uploadPart(
  http: HttpClient,
  token: string,
  input: UploadInput,
): Promise<TestResponse<{ exam: ExamPartSummary; error?: string; field?: string; retryAfter?: number }>> {
  const form = new FormData();
  form.set('tenantId', input.tenantId);
  form.set('testGroup', input.testGroup ?? 'Integration Test');
  form.set('section', input.section);
  form.set('part', String(input.part));
  if (input.jsonFile) form.set('jsonFile', input.jsonFile);
  if (input.solutionFile) form.set('solutionFile', input.solutionFile);
  if (input.audioFile) form.set('audioFile', input.audioFile);
  for (const image of input.images ?? []) form.append('images', image);
  return http.request('POST', '/developer/upload-exam', { token, multipart: form });
}

/** Polls the part until ingestion has finished one way or the other. */
export async function waitForIngestion(http: HttpClient, token: string, id: string, timeoutMs = 20_000): Promise<ExamPartDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await http.get<{ exam: ExamPartDetail }>(`/developer/exams/${id}`, token);
    const status = response.body.exam?.processing_status;
    if (status === 'completed' || status === 'failed') return response.body.exam;
    if (Date.now() > deadline) throw new Error(`part ${id} still ${status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
