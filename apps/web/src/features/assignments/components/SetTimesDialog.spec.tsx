import { AssignmentTexts, RELEASE_MODE_LABELS } from '@cdi/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../shared/api/api-error';
import { renderWithProviders } from '../../../../test/render';
import { updateAssignment } from '../api/assignments-api';
import { assignmentItem } from '../lib/assignment.fixture';
import { SetTimesDialog } from './SetTimesDialog';

jest.mock('../api/assignments-api', () => ({
  ...jest.requireActual('../api/assignments-api'),
  updateAssignment: jest.fn(),
}));
const update = jest.mocked(updateAssignment);

const assignment = assignmentItem({ closes_at: '2020-01-01T10:00:00.000Z' });

const setTime = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SetTimesDialog', () => {
  beforeEach(() => update.mockReset());

  it('sends the typed opening time as an instant and an unchanged closing time exactly as it was', async () => {
    update.mockResolvedValue(assignment);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<SetTimesDialog assignment={assignment} onClose={onClose} />);
    setTime(AssignmentTexts.opensAtLabel, '2019-12-30T09:00');
    await user.type(screen.getByLabelText(AssignmentTexts.notesLabel), 'Room 4');
    await user.click(screen.getByRole('button', { name: AssignmentTexts.save }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith('a1', {
      opens_at: new Date('2019-12-30T09:00').toISOString(),
      closes_at: '2020-01-01T10:00:00.000Z',
      notes: 'Room 4',
      release_mode: 'answers',
    });
  });

  it('sends the release mode chosen: what candidates see after release', async () => {
    update.mockResolvedValue(assignment);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<SetTimesDialog assignment={assignment} onClose={onClose} />);
    await user.selectOptions(screen.getByLabelText(AssignmentTexts.releaseModeLabel), RELEASE_MODE_LABELS.bands);
    await user.click(screen.getByRole('button', { name: AssignmentTexts.save }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith('a1', expect.objectContaining({ release_mode: 'bands' }));
  });

  it('refuses a closing time before the opening time on the closing field', async () => {
    const { user } = renderWithProviders(<SetTimesDialog assignment={assignment} onClose={jest.fn()} />);
    setTime(AssignmentTexts.opensAtLabel, '2026-03-02T09:00');
    setTime(AssignmentTexts.closesAtLabel, '2026-03-01T09:00');
    await user.click(screen.getByRole('button', { name: AssignmentTexts.save }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AssignmentTexts.closesBeforeOpens);
    expect(screen.getByLabelText(AssignmentTexts.closesAtLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(AssignmentTexts.opensAtLabel)).not.toHaveAttribute('aria-invalid');
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the server's error on the field it names and clears it on a change", async () => {
    update.mockRejectedValue(new ApiError('The closing time has passed', { status: 400, field: 'closes_at' }));
    const { user } = renderWithProviders(<SetTimesDialog assignment={assignment} onClose={jest.fn()} />);
    setTime(AssignmentTexts.closesAtLabel, '2026-03-01T09:00');
    await user.click(screen.getByRole('button', { name: AssignmentTexts.save }));

    const closes = screen.getByLabelText(AssignmentTexts.closesAtLabel);
    expect(await screen.findByText('The closing time has passed')).toBeInTheDocument();
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    setTime(AssignmentTexts.closesAtLabel, '2026-03-02T09:00');
    expect(closes).not.toHaveAttribute('aria-invalid');
  });
});
