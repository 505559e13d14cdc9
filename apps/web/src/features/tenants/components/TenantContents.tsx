import { Texts, type TenantDetailResponse } from '@cdi/contracts';
import { Table } from '../../../shared/ui/Table';
import { ProcessingStatusBadge } from '../../exam-parts';

type Detail = Pick<TenantDetailResponse, 'students' | 'tests' | 'groups' | 'exams'>;

/** The tenant's students, tests, groups and uploaded exam parts, each in its own scrolling table. */
export function TenantContents({ students, tests, groups, exams }: Detail) {
  return (
    <div className="grid grid--two">
      <section className="panel">
        <h2 className="panel__title">Students</h2>
        <Table
          caption="Students"
          hideCaption
          scroll
          rows={students}
          rowKey={(s) => s.id}
          emptyText={Texts.noStudents}
          columns={[{ header: 'Name', cell: (s) => `${s.first_name} ${s.last_name}`.trim() || s.candidate_id }]}
        />
      </section>
      <section className="panel">
        <h2 className="panel__title">Tests</h2>
        <Table
          caption="Tests"
          hideCaption
          scroll
          rows={tests}
          rowKey={(t) => t.id}
          emptyText={Texts.noTests}
          columns={[
            { header: 'Title', cell: (t) => t.title },
            { header: 'Type', cell: (t) => t.test_type },
          ]}
        />
      </section>
      <section className="panel">
        <h2 className="panel__title">Groups</h2>
        <Table
          caption="Groups"
          hideCaption
          scroll
          rows={groups}
          rowKey={(g) => g.id}
          emptyText={Texts.noGroups}
          columns={[
            { header: 'Group', cell: (g) => g.name },
            { header: 'Members', align: 'end', cell: (g) => g.member_count },
          ]}
        />
      </section>
      <section className="panel">
        <h2 className="panel__title">Exams (Uploads)</h2>
        <Table
          caption="Exams (Uploads)"
          hideCaption
          scroll
          rows={exams}
          rowKey={(e) => e.id}
          emptyText={Texts.noExams}
          columns={[
            { header: 'Title', cell: (e) => e.title },
            { header: 'Section', cell: (e) => <span className="capitalize">{e.section}</span> },
            { header: 'Status', cell: (e) => <ProcessingStatusBadge status={e.processing_status} /> },
          ]}
        />
      </section>
    </div>
  );
}
