import { fillText, ResultTexts, type MarkedQuestion } from '@cdi/contracts';
import { Icon } from '../../../shared/ui/Icon';
import { Table, type Column } from '../../../shared/ui/Table';
import { answerText, correctAnswersText, questionLabel } from '../lib/result-format';
import '../results.css';

/** Correct or Incorrect in words and an icon, never by colour alone; the marks when a slot is worth more than one. */
function Outcome({ question }: { question: MarkedQuestion }) {
  const label = question.correct ? ResultTexts.correct : ResultTexts.incorrect;
  return (
    <span className={question.correct ? 'result-mark result-mark--correct' : 'result-mark result-mark--incorrect'}>
      <Icon name={question.correct ? 'check' : 'close'} size={16} />
      {label}
      {question.max_marks > 1 && (
        <span className="result-mark__marks">
          {' '}
          ({fillText(ResultTexts.marksOf, { marks: question.marks, max: question.max_marks })})
        </span>
      )}
    </span>
  );
}

interface QuestionTableProps {
  caption: string;
  questions: MarkedQuestion[];
  /** The candidate reads 'Your answer'; the centre "Candidate's answer". */
  answerHeader?: string;
}

/** Every answer slot of a section against the key. */
export function QuestionTable({ caption, questions, answerHeader = ResultTexts.yourAnswer }: QuestionTableProps) {
  const columns: Column<MarkedQuestion>[] = [
    { header: ResultTexts.question, cell: (q) => <span className="strong">{questionLabel(q)}</span> },
    {
      header: answerHeader,
      cell: (q) =>
        q.answer.trim() === '' ? (
          <span className="muted">{answerText(q.answer)}</span>
        ) : (
          <span className="result-answer">{q.answer}</span>
        ),
    },
    {
      header: ResultTexts.correctAnswer,
      cell: (q) => <span className="result-answer">{correctAnswersText(q.correct_answers)}</span>,
    },
    { header: ResultTexts.result, cell: (q) => <Outcome question={q} /> },
  ];
  return (
    <Table
      caption={caption}
      hideCaption
      columns={columns}
      rows={questions}
      rowKey={(q) => q.question}
      emptyText={ResultTexts.noQuestions}
    />
  );
}
