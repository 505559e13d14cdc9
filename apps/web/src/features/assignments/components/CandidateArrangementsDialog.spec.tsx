import { AssignmentArrangementTexts, AssignmentTexts, type AssignmentCandidate } from '@cdi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { clearCandidateArrangements, getAssignmentCandidates, setCandidateArrangements } from '../api/assignments-api';
import { assignmentItem } from '../lib/assignment.fixture';
import { CandidateArrangementsDialog } from './CandidateArrangementsDialog';

jest.mock('../api/assignments-api', () => ({
  ...jest.requireActual('../api/assignments-api'),
  getAssignmentCandidates: jest.fn(),
  setCandidateArrangements: jest.fn(),
  clearCandidateArrangements: jest.fn(),
}));
const list = jest.mocked(getAssignmentCandidates);
const set = jest.mocked(setCandidateArrangements);
const clear = jest.mocked(clearCandidateArrangements);

const candidate = (over: Partial<AssignmentCandidate>): AssignmentCandidate => ({
  user_id: 'u1',
  name: 'Ann Lee',
  candidate_id: 'STU1',
  profile: { extra_time_percent: 0, extra_time_minutes: 0 },
  own: null,
  attempt_status: 'not_started',
  ...over,
});

const Texts = AssignmentArrangementTexts;

describe('CandidateArrangementsDialog', () => {
  beforeEach(() => [list, set, clear].forEach((mock) => mock.mockReset()));

  it("lists each candidate's window and extra time with where it comes from, and no edit once submitted", async () => {
    list.mockResolvedValue([
      candidate({ profile: { extra_time_percent: 25, extra_time_minutes: 0 } }),
      candidate({
        user_id: 'u2',
        name: 'Bo Chan',
        own: { opens_at: null, closes_at: null, extra_time_percent: null, extra_time_minutes: 10 },
      }),
      candidate({ user_id: 'u3', name: 'Cy Diaz', attempt_status: 'completed' }),
    ]);
    renderWithProviders(<CandidateArrangementsDialog assignment={assignmentItem({})} onClose={jest.fn()} />);
    const ann = (await screen.findByText('Ann Lee')).closest('tr')!;
    expect(within(ann).getByText(`25 % (${Texts.fromProfile})`)).toBeInTheDocument();
    expect(within(ann).getByText(Texts.assignmentWindow)).toBeInTheDocument();
    const bo = screen.getByText('Bo Chan').closest('tr')!;
    expect(within(bo).getByText(`10 minutes (${Texts.forThisTest})`)).toBeInTheDocument();
    const cy = screen.getByText('Cy Diaz').closest('tr')!;
    expect(within(cy).queryByRole('button')).toBeNull();
    expect(within(cy).getByText(Texts.none)).toBeInTheDocument();
  });

  it('saves a window and extra minutes for one candidate, blank fields meaning none', async () => {
    list.mockResolvedValue([candidate({})]);
    set.mockResolvedValue(candidate({}));
    const { user } = renderWithProviders(<CandidateArrangementsDialog assignment={assignmentItem({})} onClose={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: `${Texts.edit}: Ann Lee` }));
    fireEvent.change(screen.getByLabelText(AssignmentTexts.opensAtLabel), { target: { value: '2030-05-01T09:00' } });
    await user.type(screen.getByLabelText(Texts.extraMinutesLabel), '15');
    await user.click(screen.getByRole('button', { name: Texts.save }));

    await waitFor(() => expect(set).toHaveBeenCalled());
    expect(set).toHaveBeenCalledWith('a1', 'u1', {
      opens_at: new Date('2030-05-01T09:00').toISOString(),
      closes_at: null,
      extra_time_percent: null,
      extra_time_minutes: 15,
    });
    // Back to the list once saved.
    expect(await screen.findByRole('button', { name: `${Texts.edit}: Ann Lee` })).toBeInTheDocument();
  });

  it("refuses more extra time than the limit on its field, and clears a candidate's arrangements", async () => {
    list.mockResolvedValue([
      candidate({ own: { opens_at: null, closes_at: null, extra_time_percent: 20, extra_time_minutes: null } }),
    ]);
    const { user } = renderWithProviders(<CandidateArrangementsDialog assignment={assignmentItem({})} onClose={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: `${Texts.edit}: Ann Lee` }));
    const percent = screen.getByLabelText(Texts.extraPercentLabel);
    expect(percent).toHaveValue(20);
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(screen.getByRole('button', { name: Texts.save }));
    expect(await screen.findByText('Extra time must be at most 100 %')).toBeInTheDocument();
    expect(set).not.toHaveBeenCalled();

    clear.mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: Texts.clear }));
    await waitFor(() => expect(clear).toHaveBeenCalledWith('a1', 'u1'));
  });
});
