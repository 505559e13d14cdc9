import { Texts } from '@cdi/contracts';
import { EmptyState } from '../shared/ui/EmptyState';
import { PageHeader } from '../shared/ui/PageHeader';

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <section className="panel">
        <EmptyState title={Texts.comingSoon} />
      </section>
    </>
  );
}
