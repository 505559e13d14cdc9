import { TestMakingScreenTexts } from '@cdi/contracts';
import { IntelligentShuffle } from '../features/test-making';
import { PageHeader } from '../shared/ui/PageHeader';

export function ShufflePage() {
  return (
    <>
      <PageHeader title={TestMakingScreenTexts.shuffleTitle} subtitle={TestMakingScreenTexts.shuffleDescription} />
      <IntelligentShuffle />
    </>
  );
}
