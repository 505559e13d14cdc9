import { AdminConsoleTexts, type SavedTenantSettings } from '@cdi/contracts';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../shared/api/api-error';
import { renderWithProviders } from '../../../../test/render';
import { getHealth, saveSettings } from '../api/admin-console-api';
import { SettingsForm } from './SettingsForm';

jest.mock('../api/admin-console-api', () => ({
  ...jest.requireActual('../api/admin-console-api'),
  saveSettings: jest.fn(),
  getHealth: jest.fn(),
}));
const save = jest.mocked(saveSettings);

const saved: SavedTenantSettings = {
  system_name: 'North Centre',
  time_zone: 'UTC',
  session_timeout_minutes: 30,
  data_retention: '1y',
  updated_at: null,
};

describe('SettingsForm', () => {
  beforeEach(() => {
    save.mockReset();
    jest.mocked(getHealth).mockReturnValue(new Promise(() => undefined));
  });

  it('enables Save Changes only once a setting differs from the saved one', async () => {
    const { user } = renderWithProviders(<SettingsForm saved={saved} />);
    const saveButton = screen.getByRole('button', { name: 'Save Changes' });
    expect(saveButton).toBeDisabled();
    await user.type(screen.getByLabelText('System Name'), '!');
    expect(saveButton).toBeEnabled();
    await user.type(screen.getByLabelText('System Name'), '{Backspace}');
    expect(saveButton).toBeDisabled();
  });

  it('refuses a blank system name with the contract text and sends nothing', async () => {
    const { user } = renderWithProviders(<SettingsForm saved={saved} />);
    const name = screen.getByLabelText('System Name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(AdminConsoleTexts.systemNameRequired)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves every setting, the name trimmed and the timeout as a number', async () => {
    save.mockResolvedValue({ ...saved, updated_at: '2026-01-01T00:00:00.000Z' });
    const { user } = renderWithProviders(<SettingsForm saved={saved} />);
    await user.type(screen.getByLabelText('System Name'), '  ');
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await user.selectOptions(screen.getByLabelText('Session Timeout'), '1 hour');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toEqual({
      system_name: 'North Centre',
      time_zone: 'UTC',
      session_timeout_minutes: 60,
      data_retention: '1y',
    });
  });

  it("shows the server's error on the setting it names", async () => {
    save.mockRejectedValue(new ApiError('That name is reserved', { status: 400, field: 'system_name' }));
    const { user } = renderWithProviders(<SettingsForm saved={saved} />);
    await user.type(screen.getByLabelText('System Name'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByLabelText('System Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('System Name')).toHaveAccessibleDescription(expect.stringContaining('That name is reserved'));
  });
});
