import { fillText, PracticeTexts, type MarkedQuestion, type PracticeMarkResult } from '@cdi/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../shared/ui/Button';
import { PRACTICE_PATH } from '../lib/practice-paths';

interface PracticeResultsProps {
  title: string;
  result: PracticeMarkResult;
  onPracticeAgain: () => void;
}

const questionName = ({ numbers }: MarkedQuestion) =>
  numbers.length > 1 ? `${numbers[0]}\u2013${numbers[numbers.length - 1]}` : String(numbers[0]);

function Outcome({ question }: { question: MarkedQuestion }) {
  const text = question.correct ? PracticeTexts.correct : PracticeTexts.incorrect;
  return (
    <span
      className={question.correct ? 'practice-outcome practice-outcome--correct' : 'practice-outcome practice-outcome--wrong'}
    >
      <span aria-hidden="true">{question.correct ? '✓' : '✗'}</span>
      <span className="sr-only">{text}</span>
      {question.max_marks > 1 && (
        <span className="practice-outcome__marks">
          {fillText(PracticeTexts.partMarks, { marks: question.marks, max: question.max_marks })}
        </span>
      )}
    </span>
  );
}

/** The marked run: the score against the pass mark, then every question with the answer given and the right one. */
export function PracticeResults({ title, result, onPracticeAgain }: PracticeResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="practice-results" aria-labelledby="practice-results-title">
      <h1 id="practice-results-title" ref={headingRef} tabIndex={-1} className="practice-results__title">
        {title}: {PracticeTexts.resultTitle}
      </h1>
      <div className="panel practice-score">
        <p className="practice-score__value">
          {fillText(PracticeTexts.scoreOfTotal, { score: result.score, total: result.total })}
        </p>
        <p className={result.passed ? 'badge badge--success' : 'badge badge--danger'}>
          {result.passed ? PracticeTexts.passed : PracticeTexts.notPassed}
        </p>
        <p className="muted">
          {PracticeTexts.passScore}: {result.passing_score}
        </p>
      </div>
      <div className="table-wrap">
        <table className="table practice-answers">
          <caption className="table__caption">{PracticeTexts.yourAnswers}</caption>
          <thead>
            <tr>
              <th scope="col">{PracticeTexts.question}</th>
              <th scope="col">{PracticeTexts.yourAnswer}</th>
              <th scope="col">{PracticeTexts.correctAnswer}</th>
              <th scope="col">{PracticeTexts.result}</th>
            </tr>
          </thead>
          <tbody>
            {result.questions.map((question) => (
              <tr key={question.question}>
                <th scope="row">{questionName(question)}</th>
                <td>{question.answer.trim() || <span className="muted">{PracticeTexts.noAnswer}</span>}</td>
                <td>{question.correct_answers.join(' / ')}</td>
                <td>
                  <Outcome question={question} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="practice-results__actions">
        <Button variant="primary" onClick={onPracticeAgain}>
          {PracticeTexts.practiceAgain}
        </Button>
        <Link to={PRACTICE_PATH} className="button button--secondary">
          {PracticeTexts.backToPracticeTests}
        </Link>
      </div>
    </section>
  );
}
