import { StudentTexts, type StudentListItem } from '@cdi/contracts';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { setArrangements } from '../api/students-api';
import { ArrangementsPanel } from './ArrangementsPanel';

jest.mock('../api/students-api', () => ({
  ...jest.requireActual('../api/students-api'),
  setArrangements: jest.fn(),
}));
const save = jest.mocked(setArrangements);

const student = {
  id: 's1',
  arrangements: { extra_time_percent: 0, extra_time_minutes: 0, text_size: null },
} as unknown as StudentListItem;

describe('ArrangementsPanel', () => {
  beforeEach(() => save.mockReset());

  it('sends the typed share, minutes and text size, a blank number as none', async () => {
    save.mockResolvedValue({ extra_time_percent: 25, extra_time_minutes: 0, text_size: 'large' });
    const { user } = renderWithProviders(<ArrangementsPanel student={student} />);
    const percent = screen.getByLabelText(StudentTexts.extraTimePercentLabel);
    await user.clear(percent);
    await user.type(percent, '25');
    await user.clear(screen.getByLabelText(StudentTexts.extraTimeMinutesLabel));
    await user.selectOptions(screen.getByLabelText(StudentTexts.textSizeLabel), StudentTexts.textSizes.large);
    await user.click(screen.getByRole('button', { name: StudentTexts.saveArrangements }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith('s1', { extra_time_percent: 25, extra_time_minutes: 0, text_size: 'large' }),
    );
  });

  it("names a share over the limit on its field with the contract's message and sends nothing", async () => {
    const { user } = renderWithProviders(<ArrangementsPanel student={student} />);
    const percent = screen.getByLabelText(StudentTexts.extraTimePercentLabel);
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(screen.getByRole('button', { name: StudentTexts.saveArrangements }));
    expect(await screen.findByText('Extra time must be at most 100 %')).toBeInTheDocument();
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });
});
