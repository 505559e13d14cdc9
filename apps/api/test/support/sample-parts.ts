import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExamPart, Solution } from '@cdi/contracts';
import { ExamPartEntity } from '@cdi/db';
import { validateExamPart } from '@cdi/exam-core';
import type { TestStack } from './test-stack';

const SAMPLE = path.resolve(__dirname, '../../../../content/sample-test');
export type SampleSection = 'listening' | 'reading' | 'writing';
const SAMPLE_PARTS: { section: SampleSection; part: number; file: string }[] = [
  ...[1, 2, 3, 4].map((part) => ({ section: 'listening' as const, part, file: `listening/part-${part}` })),
  ...[1, 2, 3].map((part) => ({ section: 'reading' as const, part, file: `reading/passage-${part}` })),
  ...[1, 2].map((part) => ({ section: 'writing' as const, part, file: `writing/task-${part}` })),
];

export interface LoadedPart {
  id: string;
  section: SampleSection;
  part: number;
  content: ExamPart;
  solution: Solution | null;
}

/**
 * The sample test's parts (Reading authored 1-13, 14-26, 27-40), validated as ingestion validates
 * them and written straight to the tenant's bank under the test group given.
 */
export async function insertSampleParts(stack: TestStack, tenantId: string, testGroup: string): Promise<LoadedPart[]> {
  const loaded: LoadedPart[] = [];
  for (const { section, part, file } of SAMPLE_PARTS) {
    const read = (name: string) => JSON.parse(readFileSync(path.join(SAMPLE, name), 'utf8')) as unknown;
    const validation = validateExamPart(read(`${file}.json`), section === 'writing' ? undefined : read(`${file}.solution.json`));
    if (!validation.ok) throw new Error(`${file}: ${JSON.stringify(validation.problems)}`);
    const saved = await stack.dataSource.getRepository(ExamPartEntity).save({
      tenantId,
      section,
      part,
      title: `${section} ${part}`,
      testGroup,
      processingStatus: 'completed',
      files: {
        json: { key: 'none', name: 'none.json', size: 1, mime: 'application/json' },
        solution: null,
        audio: null,
        images: [],
      },
      examData: validation.part!,
      solutionData: validation.solution ?? null,
      questionCount: 10,
      questionRange: validation.part!.section === 'writing' ? null : (validation.part!.questionRange ?? null),
    } as Partial<ExamPartEntity>);
    loaded.push({ id: saved.id, section, part, content: validation.part!, solution: validation.solution ?? null });
  }
  return loaded;
}
