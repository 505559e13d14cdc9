import { TestMakingScreenTexts } from '@cdi/contracts';
import { TestMakingHub } from '../features/test-making';
import { PageHeader } from '../shared/ui/PageHeader';

export function TestMakingPage() {
  return (
    <>
      <PageHeader title={TestMakingScreenTexts.hubTitle} subtitle={TestMakingScreenTexts.hubSubtitle} />
      <TestMakingHub />
    </>
  );
}
