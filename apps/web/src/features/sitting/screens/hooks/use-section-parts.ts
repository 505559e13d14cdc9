import {
  ExamPartSchema,
  type ExamSection,
  type ListeningPart,
  type ReadingPassage,
  type SectionContentResponse,
  type WritingTask,
} from '@cdi/contracts';
import { partAnswerSlots, type AnswerSlot } from '@cdi/exam-core';
import { useMemo } from 'react';
import { useSectionContent } from '../../engine/hooks/use-section-content';

type RawPart = SectionContentResponse['parts'][number];

/** A part of the open section as the screens use it: its content read, its answer slots worked out. */
export interface ScreenPart<Content> {
  id: string;
  part: number;
  title: string;
  audioUrl: string | null;
  /** The recording's length in seconds, as the server counts it (null: unknown). */
  audioDurationSeconds: number | null;
  /** The content, or null when it does not read as a part of this section (shown as 'No content ...'). */
  content: Content | null;
  slots: AnswerSlot[];
  /** Authored question number → the number the candidate sees (the paper's numbering, from the server). */
  shownNumbers: Readonly<Record<string, number>>;
  imageSrc: (file: string) => string | undefined;
}

export type SectionContents = {
  listening: ListeningPart;
  reading: ReadingPassage;
  writing: WritingTask;
};

function readPart<S extends ExamSection>(section: S, raw: RawPart): ScreenPart<SectionContents[S]> {
  const parsed = ExamPartSchema.safeParse(raw.content);
  const content = parsed.success && parsed.data.section === section ? (parsed.data as SectionContents[S]) : null;
  const images = new Map(raw.images.map((image) => [image.name, image.url]));
  return {
    id: raw.id,
    part: raw.part,
    title: raw.title,
    audioUrl: raw.audio_url,
    audioDurationSeconds: raw.audio_duration_seconds ?? null,
    content,
    slots: content ? partAnswerSlots(content) : [],
    shownNumbers: raw.shown_numbers,
    imageSrc: (file) => images.get(file),
  };
}

/** The open section's parts in part order, read once per fetch. */
export function useSectionParts<S extends ExamSection>(attemptId: string, section: S) {
  const query = useSectionContent(attemptId, section, true);
  const parts = useMemo(
    () => (query.data ? [...query.data].sort((a, b) => a.part - b.part).map((raw) => readPart(section, raw)) : undefined),
    [query.data, section],
  );
  return { ...query, parts };
}
