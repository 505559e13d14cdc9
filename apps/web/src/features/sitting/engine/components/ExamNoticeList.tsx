import { fillText, Texts } from '@cdi/contracts';
import { Notice } from '../../../../shared/ui/Notice';
import type { ExamNotices } from '../hooks/use-exam-notices';
import '../engine.css';

/**
 * What the server has told the candidate, each until they dismiss it; a take-over outranks everything
 * and cannot be dismissed. The list is one polite live region that is always on the page, so a screen
 * reader announces each message as it arrives without taking the candidate away from their answer.
 */
export function ExamNoticeList({ notices, dismiss, takenOver }: Pick<ExamNotices, 'notices' | 'dismiss' | 'takenOver'>) {
  return (
    <div className="exam-notices">
      {takenOver && <Notice tone="error">{Texts.examTakenOver}</Notice>}
      <div className="exam-notices__list" role="log" aria-live="polite" aria-label={Texts.examNotices}>
        {notices.map((notice) => {
          const text = notice.title ? `${notice.title}: ${notice.text}` : notice.text;
          return (
            <div key={notice.id} className={`notice notice--${notice.tone} exam-notice`}>
              <p>
                {notice.title && <strong>{notice.title}: </strong>}
                {notice.text}
              </p>
              <button
                type="button"
                className="exam-notice__dismiss"
                aria-label={fillText(Texts.dismissNotice, { notice: text })}
                onClick={() => dismiss(notice.id)}
              >
                ×
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
