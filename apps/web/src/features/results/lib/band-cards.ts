import { ResultTexts, type OverallKind, type SectionResult } from '@cdi/contracts';
import { rawScoreText } from './result-format';

export type SkillKey = SectionResult['section'] | 'speaking';

export interface BandCard {
  key: SkillKey | 'overall';
  label: string;
  band: number | null;
  /** '31/40' for Listening and Reading once marked; null for Writing, Speaking and Overall. */
  raw: string | null;
  marked: boolean;
}

const SKILLS: SectionResult['section'][] = ['listening', 'reading', 'writing'];

/**
 * The cards of a sitting: the three skills sat, Speaking once the centre has recorded it, then the
 * overall band, labelled as the overall it is (IELTS's of four skills, or the L/R/W average).
 */
export function bandCards(
  sections: readonly SectionResult[],
  overall: { band: number | null; kind: OverallKind },
  speakingBand: number | null = null,
): BandCard[] {
  const skills = SKILLS.map((key): BandCard => {
    const section = sections.find((s) => s.section === key);
    const marked = section?.status === 'marked';
    return {
      key,
      label: ResultTexts[key],
      band: marked ? (section?.band ?? null) : null,
      raw: marked && key !== 'writing' ? rawScoreText(section?.raw_score, section?.max_score) : null,
      marked,
    };
  });
  const speaking: BandCard[] =
    speakingBand === null ? [] : [{ key: 'speaking', label: ResultTexts.speaking, band: speakingBand, raw: null, marked: true }];
  return [
    ...skills,
    ...speaking,
    { key: 'overall', label: overallCardLabel, band: overall.band, raw: null, marked: overall.band !== null },
  ];
}

/** The overall card's label; its note says which overall it is (overallNote). */
const overallCardLabel = ResultTexts.overallLabels.four_skills;

/** What the overall card adds under its band, and the sentence that explains it. */
export function overallNote(kind: OverallKind): { note: string | null; explanation: string } {
  return kind === 'four_skills'
    ? { note: null, explanation: ResultTexts.overallFourSkillsExplanation }
    : { note: `(${ResultTexts.overallNote})`, explanation: ResultTexts.overallExplanation };
}
