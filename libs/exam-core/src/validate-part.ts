import { parseExamPart, parseSolution } from '@cdi/contracts';
import type { ContentProblem, ExamPart, Solution } from '@cdi/contracts';
import { checkPartNumbering } from './numbering';
import { checkSolution } from './solution-check';

export interface FileProblem extends ContentProblem {
  file: 'content' | 'solution';
}

export interface PartValidation {
  /** Set when the content file parsed; it may still have numbering or solution problems. */
  part?: ExamPart;
  solution?: Solution;
  problems: FileProblem[];
  ok: boolean;
}

/**
 * Everything the ingestion worker checks in an upload, reporting every problem rather than the first:
 * the content schema, question numbering, and (when given) the solution file and its fit to the part.
 */
export function validateExamPart(contentJson: unknown, solutionJson?: unknown): PartValidation {
  const problems: FileProblem[] = [];
  const tag = (file: FileProblem['file']) => (p: ContentProblem) => problems.push({ file, ...p });

  const parsed = parseExamPart(contentJson);
  const part = parsed.success ? parsed.data : undefined;
  if (!parsed.success) parsed.problems.forEach(tag('content'));
  if (part && part.section !== 'writing') checkPartNumbering(part).forEach(tag('content'));

  let solution: Solution | undefined;
  if (solutionJson !== undefined) {
    const parsedSolution = parseSolution(solutionJson);
    solution = parsedSolution.success ? parsedSolution.data : undefined;
    if (!parsedSolution.success) parsedSolution.problems.forEach(tag('solution'));
    if (part?.section === 'writing') {
      problems.push({ file: 'solution', path: '', message: 'Writing tasks are marked by hand and take no solution file' });
    } else if (part && solution) {
      checkSolution(part, solution).forEach(tag('solution'));
    }
  }
  return { part, solution, problems, ok: problems.length === 0 };
}
