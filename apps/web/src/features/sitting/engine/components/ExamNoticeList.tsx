import { Texts } from '@cdi/contracts';
import { Notice } from '../../../../shared/ui/Notice';
import type { ExamNotices } from '../hooks/use-exam-notices';
import '../engine.css';

/** What the server has told the candidate; a take-over outranks everything and cannot be dismissed. */
export function ExamNoticeList({ notices, dismiss, takenOver }: Pick<ExamNotices, 'notices' | 'dismiss' | 'takenOver'>) {
  return (
    <div className="exam-notices">
      {takenOver && <Notice tone="error">{Texts.examTakenOver}</Notice>}
      {notices.map((notice) => (
        <Notice key={notice.id} tone={notice.tone}>
          <div className="exam-notice">
            <p>
              {notice.title && <strong>{notice.title}: </strong>}
              {notice.text}
            </p>
            <button
              type="button"
              className="exam-notice__dismiss"
              aria-label={`Dismiss: ${notice.title ?? notice.text}`}
              onClick={() => dismiss(notice.id)}
            >
              ×
            </button>
          </div>
        </Notice>
      ))}
    </div>
  );
}
