import type { ExamPartDetail } from '@cdi/contracts';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { examImageUrl, type ExamScope } from '../api/exam-parts-api';
import { useIngestionProgress } from '../hooks/use-exam-parts';
import { isFinished } from '../lib/processing';
import { ContentPreview } from './content/ContentPreview';
import { ExamFilesCard } from './ExamFilesCard';
import { ExamPartFacts } from './ExamPartFacts';
import { IngestionChecklist } from './IngestionChecklist';
import { ProcessingProblems } from './ProcessingProblems';
import { SectionIcon } from './SectionLabel';
import '../exam-parts.css';

interface ExamPartDetailViewProps {
  scope: ExamScope;
  exam: ExamPartDetail;
  /** Offers delete when given (developers only). */
  onDelete?: () => void;
}

function Processing({ exam }: { exam: ExamPartDetail }) {
  const progress = useIngestionProgress(exam.id);
  if (exam.processing_status === 'failed') {
    return (
      <section className="panel panel--danger" aria-labelledby="problems-title">
        <h2 id="problems-title" className="panel__title">
          Processing errors
        </h2>
        <ProcessingProblems problems={exam.errors} />
      </section>
    );
  }
  if (isFinished(exam.processing_status)) return null;
  return (
    <section className="panel" aria-labelledby="ingestion-title">
      <h2 id="ingestion-title" className="panel__title">
        Processing
      </h2>
      <IngestionChecklist
        stage={progress?.stage ?? exam.stage}
        status={exam.processing_status}
        percent={progress?.percent}
        files={{ hasAudio: exam.has_audio, hasImages: exam.image_count > 0 }}
      />
    </section>
  );
}

/** One exam part in full, read-only; the developer's and the admin's pages differ only in scope and delete. */
export function ExamPartDetailView({ scope, exam, onDelete }: ExamPartDetailViewProps) {
  const imageSrc = (file: string) => {
    const image = exam.files.images.find((candidate) => candidate.name === file);
    return image ? examImageUrl(scope, exam.id, image.index) : undefined;
  };
  return (
    <>
      <PageHeader
        title={
          <span className="title-with-icon">
            <SectionIcon section={exam.section} size={24} />
            {exam.title}
          </span>
        }
        subtitle="Exam Part Details"
        actions={
          onDelete && (
            <Button variant="danger" icon={<Icon name="trash" size={18} />} onClick={onDelete}>
              Delete
            </Button>
          )
        }
      />
      <ExamPartFacts exam={exam} />
      <Processing exam={exam} />
      <ExamFilesCard scope={scope} exam={exam} />
      <section className="panel" aria-labelledby="content-preview-title">
        <h2 id="content-preview-title" className="panel__title">
          Test Data Preview
        </h2>
        <ContentPreview content={exam.exam_data} imageSrc={imageSrc} />
      </section>
    </>
  );
}
