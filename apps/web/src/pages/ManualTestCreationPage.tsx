import { TestMakingScreenTexts } from '@cdi/contracts';
import { ManualTestCreation } from '../features/test-making';
import { PageHeader } from '../shared/ui/PageHeader';

export function ManualTestCreationPage() {
  return (
    <>
      <PageHeader title={TestMakingScreenTexts.manualTitle} subtitle={TestMakingScreenTexts.manualDescription} />
      <ManualTestCreation />
    </>
  );
}
