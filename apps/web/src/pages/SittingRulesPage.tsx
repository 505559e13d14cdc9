import { SittingRules } from '../features/sitting';

/** /ielts-rule. */
export function SittingRulesPage() {
  return <SittingRules />;
}
