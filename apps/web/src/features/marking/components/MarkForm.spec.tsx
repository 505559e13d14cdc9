import { MarkingTexts, type ScriptTask } from '@cdi/contracts';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../shared/api/api-error';
import { renderWithProviders } from '../../../../test/render';
import { saveTaskMark } from '../api/marking-api';
import { MarkForm } from './MarkForm';

jest.mock('../api/marking-api', () => ({ ...jest.requireActual('../api/marking-api'), saveTaskMark: jest.fn() }));
const save = jest.mocked(saveTaskMark);

const task: ScriptTask = {
  task: 1,
  title: null,
  question_type: null,
  prompt: 'Describe the chart',
  chart: null,
  image_url: null,
  response: 'The chart shows...',
  word_count: 3,
  minimum_words: 150,
  under_length: true,
  my_mark: null,
  other_marks: [],
  status: 'to_mark',
  band: null,
};

const band = (key: keyof typeof MarkingTexts.criteria) => screen.getByLabelText(MarkingTexts.criteria[key]);

describe('MarkForm', () => {
  beforeEach(() => save.mockReset());

  it('refuses to submit without every band and says so', async () => {
    const { user } = renderWithProviders(<MarkForm attemptId="att-1" task={task} />);
    await user.selectOptions(band('ta'), '6');
    await user.click(screen.getByRole('button', { name: MarkingTexts.submit }));

    expect(screen.getByRole('alert')).toHaveTextContent(MarkingTexts.bandRequired);
    expect(screen.getByRole('group')).toHaveAccessibleDescription(MarkingTexts.bandRequired);
    expect(save).not.toHaveBeenCalled();

    await user.selectOptions(band('cc'), '6');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves a draft with the bands given so far', async () => {
    save.mockResolvedValue();
    const { user } = renderWithProviders(<MarkForm attemptId="att-1" task={task} />);
    await user.selectOptions(band('ta'), '6.5');
    await user.type(screen.getByLabelText(MarkingTexts.comment), 'Clear overview');
    await user.click(screen.getByRole('button', { name: MarkingTexts.saveDraft }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith('att-1', 1, {
      criteria: { ta: 6.5, cc: null, lr: null, gra: null },
      comment: 'Clear overview',
      status: 'draft',
    });
  });

  it('submits all four bands and keeps what was typed when the save fails', async () => {
    save.mockRejectedValue(new ApiError('The script is locked', { status: 409 }));
    const { user } = renderWithProviders(<MarkForm attemptId="att-1" task={task} />);
    for (const key of ['ta', 'cc', 'lr', 'gra'] as const) await user.selectOptions(band(key), '7');
    expect(screen.getByRole('status')).toHaveTextContent('7');
    await user.click(screen.getByRole('button', { name: MarkingTexts.submit }));

    expect(await screen.findByText('The script is locked')).toBeInTheDocument();
    expect(save.mock.calls[0]![2]).toEqual({ criteria: { ta: 7, cc: 7, lr: 7, gra: 7 }, comment: '', status: 'submitted' });
    expect(band('gra')).toHaveValue('7');
  });

  it('shows a submitted mark read-only', () => {
    renderWithProviders(
      <MarkForm
        attemptId="att-1"
        task={{
          ...task,
          my_mark: {
            marker_id: 'm1',
            marker_name: 'Examiner',
            criteria: { ta: 7, cc: 7, lr: 7, gra: 7 },
            comment: 'Good',
            status: 'submitted',
            updated_at: '2026-01-01T00:00:00.000Z',
          },
        }}
      />,
    );
    expect(screen.getByText(MarkingTexts.alreadySubmitted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MarkingTexts.submit })).toBeNull();
  });
});
