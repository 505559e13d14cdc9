import type { ExamPartDetail } from '@cdi/contracts';
import { formatCountdown } from '@cdi/exam-core';
import type { ReactNode } from 'react';
import { dateTime } from '../../../shared/format/date';
import { PartStatus } from './PartStatus';
import { SectionLabel } from './SectionLabel';
import '../exam-parts.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function questionsText({ question_range: range, question_count: count }: ExamPartDetail): string {
  const questions = `${count} ${count === 1 ? 'question' : 'questions'}`;
  return range ? `${range} (${questions})` : questions;
}

/** Who uploaded what, where it belongs, and how ingestion went. */
export function ExamPartFacts({ exam }: { exam: ExamPartDetail }) {
  const uploader = `${exam.uploader_first_name ?? ''} ${exam.uploader_last_name ?? ''}`.trim() || '—';
  return (
    <section className="panel" aria-labelledby="exam-facts-title">
      <h2 id="exam-facts-title" className="panel__title">
        Part Information
      </h2>
      <dl className="details">
        <Fact label="Section">
          <SectionLabel section={exam.section} />
        </Fact>
        <Fact label="Part">Part {exam.part}</Fact>
        <Fact label="Tenant">
          {exam.tenant_name} <code>{exam.tenant_identifier}</code>
        </Fact>
        <Fact label="Uploaded By">{uploader}</Fact>
        <Fact label="Created">
          <time dateTime={exam.created_at}>{dateTime(exam.created_at)}</time>
        </Fact>
        <Fact label="Status">
          <PartStatus {...exam} />
        </Fact>
        <Fact label="Test Group">{exam.test_group}</Fact>
        {exam.shuffle_group && <Fact label="Shuffle Group">{exam.shuffle_group}</Fact>}
        {exam.section !== 'writing' && (exam.question_count > 0 || exam.question_range) && (
          <Fact label="Questions">{questionsText(exam)}</Fact>
        )}
        {exam.audio_duration_seconds !== null && (
          <Fact label="Audio Duration">{formatCountdown(exam.audio_duration_seconds)}</Fact>
        )}
      </dl>
    </section>
  );
}
