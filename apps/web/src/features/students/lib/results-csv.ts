import { csvLine, scorePercent, StudentTexts, type TestResult } from '@cdi/contracts';

/** One result as CSV for Export Results: a line per question with the candidate's answer. */
export function resultCsv(candidateId: string, result: TestResult): string {
  const percent = scorePercent(result.score, result.max_score);
  const score = result.score === null ? StudentTexts.notMarkedYet : `${result.score}/${result.max_score ?? ''}`;
  const head = [
    ['candidate_id', candidateId],
    ['test', result.test_title],
    ['section', result.section],
    ['completed_at', result.completed_at ?? ''],
    ['score', score],
    ['percentage', percent === null ? '' : `${percent}%`],
  ];
  const answers = Object.entries(result.answers).map(([question, answer]) => [question, answer]);
  return [...head, [], ['question', 'answer'], ...answers].map(csvLine).join('\r\n') + '\r\n';
}

/** Offers text as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
