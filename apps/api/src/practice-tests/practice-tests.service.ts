import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type PracticeTestManifest, PracticeTestManifestSchema, type PracticeTestSummary, parseExamPart } from '@cdi/contracts';
import { candidateView, type CandidateExamPart } from '@cdi/exam-core';
import { API_ENV, type ApiEnv } from '../config/api-env';

interface PracticeTest {
  summary: PracticeTestSummary;
  parts: CandidateExamPart[];
}

/**
 * The public practice tests shipped with the product (content/practice/<test>/: test.json and its
 * parts). Loaded and validated once at start; served as candidates see content, without answers.
 */
@Injectable()
export class PracticeTestsService implements OnModuleInit {
  private readonly logger = new Logger('PracticeTests');
  private tests: PracticeTest[] = [];

  constructor(@Inject(API_ENV) private readonly env: ApiEnv) {}

  async onModuleInit(): Promise<void> {
    const root = path.join(this.env.CONTENT_DIR, 'practice');
    const folders = await readdir(root).catch(() => [] as string[]);
    const loaded = await Promise.all(folders.map((folder) => this.load(path.join(root, folder))));
    this.tests = loaded
      .filter((t): t is PracticeTest => t !== null)
      .sort((a, b) => a.summary.title.localeCompare(b.summary.title));
  }

  list(): PracticeTestSummary[] {
    return this.tests.map((t) => t.summary);
  }

  find(id: string): PracticeTest | undefined {
    return this.tests.find((t) => t.summary.id === id);
  }

  private async load(folder: string): Promise<PracticeTest | null> {
    try {
      const manifestFile = path.join(folder, 'test.json');
      const manifest: PracticeTestManifest = PracticeTestManifestSchema.parse(JSON.parse(await readFile(manifestFile, 'utf8')));
      const files = (await readdir(folder))
        .filter((f) => f.endsWith('.json') && f !== 'test.json' && !f.includes('.solution.'))
        .sort();
      const parts: CandidateExamPart[] = [];
      for (const file of files) {
        const parsed = parseExamPart(JSON.parse(await readFile(path.join(folder, file), 'utf8')));
        if (!parsed.success) throw new Error(`${file}: ${parsed.problems.map((p) => `${p.path} ${p.message}`).join('; ')}`);
        parts.push(candidateView(parsed.data));
      }
      const created = (await stat(manifestFile)).mtime.toISOString();
      return { summary: { ...manifest, is_active: true, created_at: created }, parts };
    } catch (error) {
      this.logger.warn(`Practice test in ${folder} not loaded: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
