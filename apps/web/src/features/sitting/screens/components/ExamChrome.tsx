import { Texts, type ExamSection } from '@cdi/contracts';
import { useRef, useState, type ReactNode } from 'react';
import type { ExamEngine } from '../../../../shared/exam-engine';
import { useSessionUser } from '../../../../shared/session/session-store';
import { useExamSession } from '../../session/hooks/use-exam-session';
import { ExamNoticeList } from '../../engine/components/ExamNoticeList';
import { SaveStatusBar } from '../../engine/components/SaveStatusBar';
import { SectionTimer } from '../../engine/components/SectionTimer';
import { ScreenHiddenCover } from '../../../exam-tools';
import { ExamToolbar } from './ExamToolbar';

interface ExamChromeProps {
  engine: ExamEngine;
  section: ExamSection;
  /** Paused by the invigilator: the content is covered and the clock stands still. */
  paused: boolean;
  children: ReactNode;
  /** The bottom bar: parts, question numbers, finish. */
  footer: ReactNode;
  /** 'split': two panes that scroll on their own (reading, writing); else the content scrolls. */
  layout?: 'scroll' | 'split';
}

/** The frame of every exam screen: who is sitting, the clock, the save status, the tools and messages. */
export function ExamChrome({ engine, section, paused, children, footer, layout = 'scroll' }: ExamChromeProps) {
  const user = useSessionUser();
  const { notices, test } = useExamSession();
  const contentRef = useRef<HTMLDivElement>(null);
  const hideToggleRef = useRef<HTMLButtonElement>(null);
  const [hidden, setHidden] = useState(false);
  // Covered content is neither shown nor reachable: inert keeps focus, typing and clicks out of it.
  const covered = hidden || paused;
  return (
    <div className="exam-screen" data-section={section}>
      <header className="exam-header">
        <div className="exam-header__who">
          <span className="exam-header__label">{Texts.testTakerId}</span>
          <strong className="exam-header__id">{user?.candidate_id || 'Unknown'}</strong>
        </div>
        <SectionTimer engine={engine} section={section} />
        <div className="exam-header__end">
          <SaveStatusBar engine={engine} />
          <ExamToolbar
            attemptId={test.attempt_id}
            section={section}
            contentRef={contentRef}
            hidden={hidden}
            onToggleHidden={() => setHidden((h) => !h)}
            hideToggleRef={hideToggleRef}
          />
        </div>
      </header>
      <ExamNoticeList notices={notices.notices} dismiss={notices.dismiss} takenOver={notices.takenOver} />
      <main
        className={layout === 'split' ? 'exam-main exam-main--split' : 'exam-main'}
        ref={contentRef}
        aria-label={Texts.examContent}
        hidden={covered}
        inert={covered}
      >
        {children}
      </main>
      {paused && (
        <div className="exam-cover" role="status">
          <p className="exam-cover__title">{Texts.examPausedTitle}</p>
          <p>{Texts.examPaused}</p>
        </div>
      )}
      {hidden && !paused && (
        <ScreenHiddenCover
          onShow={() => {
            setHidden(false);
            hideToggleRef.current?.focus();
          }}
        />
      )}
      <footer className="exam-footer" hidden={paused} inert={paused}>
        {footer}
      </footer>
    </div>
  );
}
