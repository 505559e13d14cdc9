import { csvLine, scorePercent, StudentTexts, type TestResult } from '@cdi/contracts';
import { savedAnswerRows } from './saved-answers';

/** The answer lines: against the key once marked, otherwise the answers as saved, numbered as the paper showed them. */
function answerLines(result: TestResult): (string | number)[][] {
  if (result.questions.length > 0) {
    return [
      ['question', 'answer', 'correct_answer', 'result', 'marks'],
      ...result.questions.map((q) => [
        q.question,
        q.answer,
        q.correct_answers.join(' / '),
        q.correct ? 'correct' : 'incorrect',
        `${q.marks}/${q.max_marks}`,
      ]),
    ];
  }
  return [['question', 'answer'], ...savedAnswerRows(result).map((row) => [row.question, row.answer])];
}

/** One result as CSV for Export Results: the score and band, then a line per question. */
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
    ['band', result.band ?? ''],
    ['status', result.status],
    ['released', result.released ? 'yes' : 'no'],
  ];
  return [...head, [], ...answerLines(result)].map(csvLine).join('\r\n') + '\r\n';
}
