import type { ExamPartProblem } from '@cdi/contracts';
import { Table } from '../../../shared/ui/Table';
import '../exam-parts.css';

interface Row extends ExamPartProblem {
  key: string;
}

/** What ingestion found wrong with the files, each with the file and the path inside it. */
export function ProcessingProblems({ problems }: { problems: ExamPartProblem[] }) {
  const rows: Row[] = problems.map((problem, i) => ({ ...problem, key: String(i) }));
  return (
    <Table
      caption={`Processing problems (${problems.length})`}
      hideCaption
      scroll
      rows={rows}
      rowKey={(row) => row.key}
      emptyText="No details were given"
      columns={[
        { header: 'File', cell: (row) => row.file },
        { header: 'Path', cell: (row) => (row.path ? <code>{row.path}</code> : '—') },
        { header: 'Message', cell: (row) => row.message },
      ]}
    />
  );
}
