import { FALLBACK_SAMPLE_TEST, PracticeTexts } from '@cdi/contracts';
import { parseParts, type LoadedPracticeTest } from './practice-test';

/**
 * Spec 1 §4.5 and §9: the built-in sample reading test, run when the server cannot be reached. Its
 * passages are bundled, never their solutions, and loaded only when needed (their own chunks).
 * It keeps the server test's id so that its answers can be marked once the server is back.
 */
export async function loadFallbackTest(): Promise<LoadedPracticeTest> {
  const [manifest, ...passages] = await Promise.all([
    import('../../../../../../content/practice/reading-fallback/test.json'),
    import('../../../../../../content/practice/reading-fallback/passage-1.json'),
    import('../../../../../../content/practice/reading-fallback/passage-2.json'),
    import('../../../../../../content/practice/reading-fallback/passage-3.json'),
  ]);
  const parts = parseParts(passages.map((passage) => passage.default));
  if (!parts) throw new Error(PracticeTexts.failedToFetchTest);
  return { summary: { ...FALLBACK_SAMPLE_TEST, id: manifest.default.id }, parts, fallback: true };
}
