import { ResultTexts, type SectionResult } from '@cdi/contracts';
import { rawScoreText } from './result-format';

export type SkillKey = SectionResult['section'];

export interface BandCard {
  key: SkillKey | 'overall';
  label: string;
  band: number | null;
  /** '31/40' for Listening and Reading once marked; null for Writing and Overall. */
  raw: string | null;
  marked: boolean;
}

const SKILLS: SkillKey[] = ['listening', 'reading', 'writing'];

/** The four cards of a sitting: the three skills sat, then the overall band (their average). */
export function bandCards(sections: readonly SectionResult[], overallBand: number | null): BandCard[] {
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
  return [...skills, { key: 'overall', label: ResultTexts.overall, band: overallBand, raw: null, marked: overallBand !== null }];
}
