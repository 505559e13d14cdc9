import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  type PracticeMarkResult,
  type PracticeTestManifest,
  PracticeTestManifestSchema,
  type PracticeTestSummary,
  parseExamPart,
  parseSolution,
  type QuestionPart,
  type Solution,
} from '@cdi/contracts';
import { candidateView, checkSolution, type CandidateExamPart } from '@cdi/exam-core';
import { API_ENV, type ApiEnv } from '../config/api-env';
import { markPracticeAnswers } from './practice-marking';

interface PracticeTest {
  summary: PracticeTestSummary;
  parts: CandidateExamPart[];
}

const SOLUTION_SUFFIX = '.solution.json';

interface KeyedPart {
  part: QuestionPart;
  solution: Solution;
}

/**
 * The public practice tests shipped with the product (content/practice/<test>/: test.json, its
 * parts and each question part's <part>.solution.json). Loaded and validated once at start; served
 * as candidates see content. Solutions stay here: they are used to mark and never served.
 */
@Injectable()
export class PracticeTestsService implements OnModuleInit {
  private readonly logger = new Logger('PracticeTests');
  private tests: PracticeTest[] = [];
  /** Each test's question parts with their keys: what its answers are marked against. */
  private readonly keys = new Map<string, KeyedPart[]>();

  constructor(@Inject(API_ENV) private readonly env: ApiEnv) {}

  async onModuleInit(): Promise<void> {
    const root = path.join(this.env.CONTENT_DIR, 'practice');
    const folders = await readdir(root).catch(() => [] as string[]);
    const loaded = await Promise.all(folders.map((folder) => this.load(path.join(root, folder))));
    const usable = loaded.filter((t) => t !== null);
    this.tests = usable.map((t) => t.test).sort((a, b) => a.summary.title.localeCompare(b.summary.title));
    for (const { test, keyed } of usable) this.keys.set(test.summary.id, keyed);
  }

  list(): PracticeTestSummary[] {
    return this.tests.map((t) => t.summary);
  }

  find(id: string): PracticeTest | undefined {
    return this.tests.find((t) => t.summary.id === id);
  }

  /** Marks answers (question number as text → answer) against the test's solutions; undefined for an unknown test. */
  mark(id: string, answers: Readonly<Record<string, string>>): PracticeMarkResult | undefined {
    const test = this.find(id);
    const keyed = this.keys.get(id);
    if (!test || !keyed) return undefined;
    return { test_id: id, ...markPracticeAnswers(answers, keyed, test.summary.passing_score) };
  }

  private async load(folder: string): Promise<{ test: PracticeTest; keyed: KeyedPart[] } | null> {
    try {
      const manifestFile = path.join(folder, 'test.json');
      const manifest: PracticeTestManifest = PracticeTestManifestSchema.parse(await readJson(manifestFile));
      const files = (await readdir(folder))
        .filter((f) => f.endsWith('.json') && f !== 'test.json' && !f.endsWith(SOLUTION_SUFFIX))
        .sort();
      const parts: CandidateExamPart[] = [];
      const keyed: KeyedPart[] = [];
      for (const file of files) {
        const parsed = parseExamPart(await readJson(path.join(folder, file)));
        if (!parsed.success) throw new Error(`${file}: ${describe(parsed.problems)}`);
        parts.push(candidateView(parsed.data));
        if (parsed.data.section !== 'writing')
          keyed.push({ part: parsed.data, solution: await this.loadSolution(folder, file, parsed.data) });
      }
      const created = (await stat(manifestFile)).mtime.toISOString();
      return { test: { summary: { ...manifest, is_active: true, created_at: created }, parts }, keyed };
    } catch (error) {
      this.logger.warn(`Practice test in ${folder} not loaded: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /** A question part is only usable with a solution that fits it: otherwise the test could not be marked. */
  private async loadSolution(folder: string, partFile: string, part: QuestionPart): Promise<Solution> {
    const file = partFile.replace(/\.json$/, SOLUTION_SUFFIX);
    const parsed = parseSolution(await readJson(path.join(folder, file)));
    if (!parsed.success) throw new Error(`${file}: ${describe(parsed.problems)}`);
    const problems = checkSolution(part, parsed.data);
    if (problems.length > 0) throw new Error(`${file}: ${describe(problems)}`);
    return parsed.data;
  }
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

function describe(problems: readonly { path: string; message: string }[]): string {
  return problems.map((p) => `${p.path} ${p.message}`).join('; ');
}
