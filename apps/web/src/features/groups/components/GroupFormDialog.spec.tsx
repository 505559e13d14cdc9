import { GroupTexts, type GroupSummary } from '@cdi/contracts';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../shared/api/api-error';
import { renderWithProviders } from '../../../../test/render';
import { createGroup, updateGroup } from '../api/groups-api';
import { GroupFormDialog } from './GroupFormDialog';

jest.mock('../api/groups-api', () => ({
  ...jest.requireActual('../api/groups-api'),
  createGroup: jest.fn(),
  updateGroup: jest.fn(),
}));
const create = jest.mocked(createGroup);
const update = jest.mocked(updateGroup);

const group: GroupSummary = {
  id: 'g1',
  name: 'Morning',
  size_limit: 20,
  created_at: '2026-01-01T09:00:00.000Z',
  member_count: 0,
  members: [],
};

describe('GroupFormDialog', () => {
  beforeEach(() => {
    create.mockReset();
    update.mockReset();
  });

  it('does nothing without a name', async () => {
    const { user } = renderWithProviders(<GroupFormDialog onClose={jest.fn()} />);
    await user.type(screen.getByLabelText(GroupTexts.groupName), '   ');
    await user.click(screen.getByRole('button', { name: GroupTexts.create }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a size limit below one with the contract text on that field', async () => {
    const { user } = renderWithProviders(<GroupFormDialog onClose={jest.fn()} />);
    await user.type(screen.getByLabelText(GroupTexts.groupName), 'Evening');
    await user.type(screen.getByLabelText(GroupTexts.sizeLimit), '0');
    await user.click(screen.getByRole('button', { name: GroupTexts.create }));

    expect(await screen.findByRole('alert')).toHaveTextContent(GroupTexts.sizeLimitMin);
    expect(screen.getByLabelText(GroupTexts.sizeLimit)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(GroupTexts.sizeLimit)).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a group with the trimmed name and no limit when the limit is blank', async () => {
    create.mockResolvedValue(group);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<GroupFormDialog onClose={onClose} />);
    await user.type(screen.getByLabelText(GroupTexts.groupName), '  Evening  ');
    await user.click(screen.getByRole('button', { name: GroupTexts.create }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create.mock.calls[0]![0]).toEqual({ name: 'Evening' });
  });

  it("saves an edited group's limit as a number and shows a server error on its field", async () => {
    update.mockRejectedValueOnce(new ApiError('A group named Morning already exists', { status: 409, field: 'name' }));
    const { user } = renderWithProviders(<GroupFormDialog group={group} onClose={jest.fn()} />);
    const limit = screen.getByLabelText(GroupTexts.sizeLimit);
    expect(limit).toHaveValue(20);
    await user.clear(limit);
    await user.type(limit, '25');
    await user.click(screen.getByRole('button', { name: GroupTexts.save }));

    expect(await screen.findByText('A group named Morning already exists')).toBeInTheDocument();
    expect(screen.getByLabelText(GroupTexts.groupName)).toHaveAttribute('aria-invalid', 'true');
    expect(update).toHaveBeenCalledWith('g1', { name: 'Morning', size_limit: 25 });
  });
});
