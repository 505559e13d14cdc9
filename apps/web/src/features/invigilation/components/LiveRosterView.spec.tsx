import { InvigilateEvents, Texts, type RosterRow } from '@cdi/contracts';
import { screen, within } from '@testing-library/react';
import { FakeSocket } from '../../../../test/fake-socket';
import { renderWithProviders, signInAsAdmin } from '../../../../test/render';
import { ToastViewport } from '../../../shared/ui/Toast';
import { row, snapshot } from '../lib/roster.fixture';
import { LiveRosterView } from './LiveRosterView';

let socket = new FakeSocket();
jest.mock('../../../shared/socket/invigilate-socket', () => ({
  ...jest.requireActual('../../../shared/socket/invigilate-socket'),
  holdInvigilateSocket: () => ({ socket, release: () => undefined }),
}));

const rows: RosterRow[] = [
  row({ candidateId: 'CAN0001', name: 'Ann Lee', status: 'in_progress', online: true }),
  row({ candidateId: 'CAN0002', name: 'Bo Chan', status: 'in_progress' }),
  // Has not opened the test: no attempt to act on.
  row({ candidateId: 'CAN0003', name: 'Cy Diaz', attemptId: null }),
];

/** The roster page as the console shows it, with the page's toasts. */
function showRoster() {
  const rendered = renderWithProviders(
    <>
      <LiveRosterView assignmentId="assignment-1" />
      <ToastViewport />
    </>,
  );
  return rendered;
}

async function showLiveRoster() {
  socket.answer(InvigilateEvents.watch, () => ({ ok: true, roster: snapshot(rows) }));
  const rendered = showRoster();
  await screen.findByText('Live');
  return rendered;
}

const actions = () => screen.getByRole('group', { name: 'Actions for the chosen candidates' });

beforeEach(() => {
  socket = new FakeSocket();
  window.localStorage.clear();
  signInAsAdmin();
});

describe('LiveRosterView', () => {
  it('connects, watches the assignment and shows one row per candidate with the counts', async () => {
    // The server's answer held back, to see what the page shows meanwhile.
    let reply: () => void = () => undefined;
    socket.answer(
      InvigilateEvents.watch,
      () => new Promise((resolve) => (reply = () => resolve({ ok: true, roster: snapshot(rows) }))),
    );
    showRoster();
    expect(screen.getByRole('status')).toHaveTextContent(Texts.connectingToRoster);
    expect(screen.getByText('Connecting')).toBeInTheDocument();
    expect(socket.sentAs(InvigilateEvents.watch)).toEqual([{ assignmentId: 'assignment-1' }]);

    reply();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sample Test 1' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('checkbox', { name: /^Select (?!all)/ })
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Select Ann Lee', 'Select Bo Chan', 'Select Cy Diaz']);
    const summary = screen.getByRole('group', { name: 'Summary' });
    expect(within(summary).getByText('Candidates').nextSibling).toHaveTextContent('3');
    expect(within(summary).getByText('Online').nextSibling).toHaveTextContent('1');
  });

  it('chooses candidates one by one or all at once, leaving out one who has not opened the test', async () => {
    const { user } = await showLiveRoster();
    const all = screen.getByRole('checkbox', { name: 'Select all candidates shown' });
    expect(screen.getByRole('checkbox', { name: 'Select Cy Diaz' })).toBeDisabled();
    expect(within(actions()).getByText('None chosen: a message goes to everyone')).toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Pause' })).toBeDisabled();
    expect(within(actions()).getByRole('button', { name: 'Send message' })).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Bo Chan' }));
    expect(all).toBePartiallyChecked();
    expect(within(actions()).getByText('1 candidate chosen')).toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Pause' })).toBeEnabled();

    await user.click(all);
    expect(all).toBeChecked();
    expect(within(actions()).getByText('2 candidates chosen')).toBeInTheDocument();

    await user.click(within(actions()).getByRole('button', { name: 'Clear selection' }));
    expect(all).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Ann Lee' })).not.toBeChecked();
  });

  it('offers to release the start when every candidate chosen is held, and to hold it otherwise', async () => {
    const held = row({ candidateId: 'CAN0004', name: 'Di Eze', status: 'not_started', startHeldAt: '2026-11-22T09:58:00.000Z' });
    socket.answer(InvigilateEvents.watch, () => ({ ok: true, roster: snapshot([...rows, held]) }));
    const { user } = renderWithProviders(<LiveRosterView assignmentId="assignment-1" />);
    await screen.findByText('Live');
    const startButton = () => within(actions()).getByRole('button', { name: /start$/ });
    expect(startButton()).toHaveTextContent('Hold start');
    expect(startButton()).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Di Eze' }));
    expect(startButton()).toHaveTextContent('Release start');
    await user.click(screen.getByRole('checkbox', { name: 'Select Ann Lee' }));
    expect(startButton()).toHaveTextContent('Hold start');
    expect(startButton()).toBeEnabled();
  });

  it('extends the time of the chosen candidates after asking, and says what the server did', async () => {
    const { user } = await showLiveRoster();
    socket.answer(InvigilateEvents.extend, () => ({ ok: true, affected: 1 }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ann Lee' }));
    await user.click(within(actions()).getByRole('button', { name: 'Extend time' }));

    const dialog = screen.getByRole('dialog', { name: 'Extend time' });
    expect(dialog).toHaveAccessibleDescription('Add 5 minutes to the running section for 1 candidate?');
    expect(within(dialog).getByText('Ann Lee (CAN0001)')).toBeInTheDocument();
    const minutes = within(dialog).getByLabelText(/Minutes to add/);
    await user.clear(minutes);
    await user.type(minutes, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Extend time' }));

    expect(await screen.findByText('Time extended for 1 candidate')).toBeInTheDocument();
    expect(socket.sentAs(InvigilateEvents.extend)).toEqual([
      { assignmentId: 'assignment-1', attemptIds: ['attempt-CAN0001'], minutes: 10 },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(actions()).getByText('None chosen: a message goes to everyone')).toBeInTheDocument();
  });

  it('keeps the choice and says why when the server refuses an action', async () => {
    const { user } = await showLiveRoster();
    socket.answer(InvigilateEvents.pause, () => ({ ok: false, code: 'invalid', message: 'The section is not running.' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Bo Chan' }));
    await user.click(within(actions()).getByRole('button', { name: 'Pause' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Pause the exam' });
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await within(dialog).findByText('The section is not running.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(actions()).getByText('1 candidate chosen')).toBeInTheDocument();
  });

  it('follows the server’s patches, and filters by them', async () => {
    const { user } = await showLiveRoster();
    await socket.serverSends(InvigilateEvents.rosterPatch, [
      { attemptId: 'attempt-CAN0002', kind: 'presence', online: true, at: '2026-11-22T10:00:05.000Z' },
    ]);
    expect(within(screen.getByRole('row', { name: /Bo Chan/ })).getByText('Online')).toBeInTheDocument();

    const filters = screen.getByRole('group', { name: 'Show' });
    await user.click(within(filters).getByRole('button', { name: /^Online/ }));
    expect(within(filters).getByRole('button', { name: /^Online/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('row', { name: /Cy Diaz/ })).toBeNull();
    expect(screen.getByRole('row', { name: /Ann Lee/ })).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: /^Finished/ }));
    expect(screen.getByText(Texts.noCandidatesMatchFilter)).toBeInTheDocument();
  });

  it('says when live updates stop, and takes no action until they are back', async () => {
    await showLiveRoster();
    await socket.serverSends('disconnect');
    expect(screen.getByText(Texts.rosterReconnecting)).toBeInTheDocument();
    expect(screen.getByText('Not live')).toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Send message' })).toBeDisabled();

    await socket.serverSends('connect');
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.queryByText(Texts.rosterReconnecting)).toBeNull();
    expect(socket.sentAs(InvigilateEvents.watch)).toHaveLength(2);
  });

  it('says so when the assignment is not the invigilator’s to watch', async () => {
    socket.answer(InvigilateEvents.watch, () => ({ ok: false, code: 'notYours', message: '' }));
    showRoster();
    expect(await screen.findByText(Texts.assignmentNotFoundForInvigilation)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('hides and shows columns from the Columns menu, which Escape closes', async () => {
    const { user } = await showLiveRoster();
    const menuButton = screen.getByRole('button', { name: 'Columns' });
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('group', { name: 'Columns shown' });
    expect(within(menu).getByRole('checkbox', { name: 'Candidate' })).toBeDisabled();

    await user.click(within(menu).getByRole('checkbox', { name: 'Connection' }));
    expect(screen.queryByRole('columnheader', { name: 'Connection' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(within(menu).getByRole('checkbox', { name: 'Connection' }));
    expect(screen.getByRole('columnheader', { name: 'Connection' })).toBeInTheDocument();
  });
});
