import {
  AdminJobEvents,
  countOf,
  fillText,
  StudentTexts,
  type ImportPreviewResponse,
  type ImportPreviewRow,
  type ImportResultResponse,
} from '@cdi/contracts';
import { screen, within } from '@testing-library/react';
import { FakeSocket } from '../../../../test/fake-socket';
import { renderWithProviders, signInAsAdmin } from '../../../../test/render';
import { useAdminJobsConnection } from '../../../shared/socket/admin-jobs-socket';
import { getImportResult, previewImport, startImport } from '../api/students-api';
import { ImportStudentsDialog } from './ImportStudentsDialog';

jest.mock('../api/students-api', () => ({
  ...jest.requireActual('../api/students-api'),
  previewImport: jest.fn(),
  startImport: jest.fn(),
  getImportResult: jest.fn(),
}));

const socket = new FakeSocket();
jest.mock('../../../shared/socket/invigilate-socket', () => ({
  holdInvigilateSocket: () => ({ socket, release: () => undefined }),
}));

const preview = jest.mocked(previewImport);
const start = jest.mocked(startImport);
const result = jest.mocked(getImportResult);

const ok = (line: number, first: string, extra: Partial<ImportPreviewRow> = {}): ImportPreviewRow => ({
  line,
  first_name: first,
  last_name: 'Lee',
  email: `${first.toLowerCase()}@example.test`,
  candidate_id: null,
  group: null,
  status: 'ok',
  reasons: [],
  ...extra,
});
const bad = (line: number, first: string, reasons: string[]): ImportPreviewRow => ({
  ...ok(line, first),
  status: 'error',
  reasons,
});

const report = (rows: ImportPreviewRow[], extra: Partial<ImportPreviewResponse> = {}): ImportPreviewResponse => {
  const invalid = rows.filter((r) => r.status === 'error').length;
  return {
    success: true,
    problem: null,
    rows,
    total: rows.length,
    valid: rows.length - invalid,
    invalid,
    new_groups: [],
    ...extra,
  };
};

const done = (extra: Partial<ImportResultResponse> = {}): ImportResultResponse => ({
  success: true,
  state: 'completed',
  done: 2,
  total: 2,
  message: null,
  credentials: [
    { candidate_id: 'NTH0001', password: 'pw-one', first_name: 'Ann', last_name: 'Lee', email: null, group: null },
    { candidate_id: 'NTH0002', password: 'pw-two', first_name: 'Bo', last_name: 'Lee', email: null, group: 'Year 9' },
  ],
  skipped: [],
  ...extra,
});

/** The dialog as the admin layout has it: the admin's job channel open beside it. */
function Dialog({ onClose = () => undefined }: { onClose?: () => void }) {
  useAdminJobsConnection();
  return <ImportStudentsDialog onClose={onClose} centre="North Centre" />;
}

const csv = new File(['first_name,last_name,email\n'], 'students.csv', { type: 'text/csv' });

async function chooseFile(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.upload(screen.getByLabelText(StudentTexts.importChooseFile), csv);
}

/** The job channel's word on a job (the channel keeps it for the page, so each test starts its own job). */
const jobSays = (jobId: string, state: 'active' | 'completed' | 'failed', done: number, message: string | null = null) =>
  socket.serverSends(AdminJobEvents.progress, { jobId, kind: 'student-import', state, done, total: 2, message });

beforeEach(() => {
  jest.clearAllMocks();
  signInAsAdmin();
});

describe('ImportStudentsDialog', () => {
  it('checks the chosen file and, while it checks, says so', async () => {
    let answer: (r: ImportPreviewResponse) => void = () => undefined;
    preview.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<Dialog />);
    expect(screen.getByRole('dialog', { name: StudentTexts.importTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await chooseFile(user);
    expect(preview).toHaveBeenCalledWith(csv, []);
    expect(screen.getByRole('status')).toHaveTextContent(StudentTexts.importChecking);

    answer(report([ok(2, 'Ann'), ok(3, 'Bo')]));
    expect(await screen.findByText('2 rows: 2 ready, 0 with problems')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 Students' })).toBeEnabled();
  });

  it('lists the rows with their problems and offers to import the good ones, skipping the rest', async () => {
    preview.mockResolvedValue(report([ok(2, 'Ann'), bad(3, 'Cy', [StudentTexts.importEmailInvalid]), ok(4, 'Bo')]));
    start.mockResolvedValue({ success: true, jobId: 'job-0', total: 2 });
    const { user } = renderWithProviders(<Dialog />);
    await chooseFile(user);

    expect(await screen.findByText('3 rows: 2 ready, 1 with problems')).toBeInTheDocument();
    expect(screen.getByText(fillText(StudentTexts.importHasBadRows, { n: 1 }))).toBeInTheDocument();
    const problem = screen.getByRole('row', { name: /Cy Lee/ });
    expect(within(problem).getByText('Problem')).toBeInTheDocument();
    expect(within(problem).getByText(StudentTexts.importEmailInvalid)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Ann Lee/ })).getByText('Ready')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.click(
      screen.getByRole('button', { name: fillText(StudentTexts.importSkipInvalid, { n: countOf(2, 'valid row'), m: '1' }) }),
    );
    expect(start).toHaveBeenCalledWith(csv, [], true);
    expect(await screen.findByText(StudentTexts.importStarted)).toBeInTheDocument();
  });

  it('shows the enrolment as the job channel reports it, then the credentials once, with the rows skipped', async () => {
    preview.mockResolvedValue(report([ok(2, 'Ann'), ok(3, 'Bo'), bad(4, 'Cy', [StudentTexts.importEmailRequired])]));
    start.mockResolvedValue({ success: true, jobId: 'job-1', total: 2 });
    const skipped = [
      { line: 4, first_name: 'Cy', last_name: 'Lee', email: '', candidate_id: null, reasons: ['E-mail is missing'] },
    ];
    result.mockResolvedValue(done({ skipped }));
    const { user } = renderWithProviders(<Dialog />);
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: /^Import 2 valid rows, skip 1/ }));

    expect(await screen.findByText(StudentTexts.importKeepOpen)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: StudentTexts.importRunning });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0 / 2')).toBeInTheDocument();

    await jobSays('job-1', 'active', 1);
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();

    await jobSays('job-1', 'completed', 2);
    expect(await screen.findByRole('heading', { name: StudentTexts.credentialsTitle })).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(result.mock.calls[0]?.[0]).toBe('job-1');
    expect(screen.getByText(fillText(StudentTexts.importDone, { n: 2 }))).toBeInTheDocument();
    expect(screen.getByText(fillText(StudentTexts.importSkipped, { m: '1 row' }))).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /NTH0002/ })).getByText('pw-two')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: StudentTexts.importDownloadSkipped })).toBeInTheDocument();
  });

  it('says why an import failed, in the words the job gave', async () => {
    const why = 'Group "Year 9" would exceed its size limit of 30';
    preview.mockResolvedValue(report([ok(2, 'Ann'), ok(3, 'Bo')]));
    start.mockResolvedValue({ success: true, jobId: 'job-2', total: 2 });
    // Read back, the job says the same as its progress event (whichever the dialog meets first).
    result.mockResolvedValue({ success: true, state: 'failed', done: 1, total: 2, message: why, credentials: null, skipped: [] });
    const { user } = renderWithProviders(<Dialog />);
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'Import 2 Students' }));
    expect(start).toHaveBeenCalledWith(csv, [], false);
    await screen.findByText(StudentTexts.importKeepOpen);

    await jobSays('job-2', 'failed', 1, why);
    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('checks the file again with the groups ticked to be created', async () => {
    const unknown = bad(2, 'Ann', [fillText(StudentTexts.importUnknownGroup, { group: 'Year 9' })]);
    preview
      .mockResolvedValueOnce(report([{ ...unknown, group: 'Year 9' }], { new_groups: ['Year 9'] }))
      .mockResolvedValueOnce(report([ok(2, 'Ann', { group: 'Year 9' })], { new_groups: ['Year 9'] }));
    const { user } = renderWithProviders(<Dialog />);
    await chooseFile(user);

    const group = await screen.findByRole('group', { name: StudentTexts.importNewGroups });
    const tick = within(group).getByRole('checkbox', { name: fillText(StudentTexts.importCreateGroup, { group: 'Year 9' }) });
    expect(tick).not.toBeChecked();
    await user.click(tick);
    expect(preview).toHaveBeenLastCalledWith(csv, ['Year 9']);
    expect(await screen.findByText('1 rows: 1 ready, 0 with problems')).toBeInTheDocument();
    expect(tick).toBeChecked();
    expect(screen.getByRole('button', { name: 'Import 1 Students' })).toBeEnabled();
  });

  it('says what is wrong with a file it cannot read, and imports nothing', async () => {
    preview.mockResolvedValue(report([], { problem: StudentTexts.importNoRows }));
    const { user } = renderWithProviders(<Dialog />);
    await chooseFile(user);
    expect(await screen.findByText(StudentTexts.importNoRows)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('lists a long file by its problems first, saying how many rows it shows', async () => {
    const rows = Array.from({ length: 150 }, (_, i) =>
      i === 120 ? bad(i + 2, 'Zed', [StudentTexts.importLastNameRequired]) : ok(i + 2, `S${i}`),
    );
    preview.mockResolvedValue(report(rows));
    const { user } = renderWithProviders(<Dialog />);
    await chooseFile(user);
    expect(await screen.findByText(fillText(StudentTexts.importRowsShown, { shown: '101', total: '150' }))).toBeInTheDocument();
    const [, first] = screen.getAllByRole('row');
    expect(first).toHaveTextContent('Zed Lee');
  });

  it('closes on Cancel without importing', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<Dialog onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
  });
});
