import { LinkCard } from '../../../shared/ui/LinkCard';
import '../admin-console.css';

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="section-title">
        Quick Actions
      </h2>
      <div className="grid grid--cards">
        <LinkCard to="/admin-dashboard/students" title="Students" description="Add, find and manage test takers" icon="student" />
        <LinkCard to="/admin-dashboard/groups" title="Groups" description="Organise students into groups" icon="group" />
        <LinkCard
          to="/admin-dashboard/test-making"
          title="Test Making"
          description="Build, shuffle and assign tests"
          icon="shuffle"
        />
      </div>
    </section>
  );
}
