import { StudentTexts, Texts } from '@cdi/contracts';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../shared/api/api-error';
import { renderWithProviders } from '../../../../test/render';
import { createStudent } from '../api/students-api';
import { AddStudentDialog } from './AddStudentDialog';

jest.mock('../api/students-api', () => ({ ...jest.requireActual('../api/students-api'), createStudent: jest.fn() }));
const create = jest.mocked(createStudent);

async function fillIn(user: ReturnType<typeof renderWithProviders>['user'], candidateId: string, password: string) {
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await user.type(screen.getByLabelText('Candidate ID'), candidateId);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('AddStudentDialog', () => {
  beforeEach(() => create.mockReset());

  it('keeps Add Student disabled until every required field has text', async () => {
    const { user } = renderWithProviders(<AddStudentDialog onClose={jest.fn()} />);
    const add = screen.getByRole('button', { name: 'Add Student' });
    expect(add).toBeDisabled();
    await fillIn(user, 'abc1234', 'long enough');
    expect(add).toBeEnabled();
  });

  it('shows the contract texts on the invalid fields, focuses the first and sends nothing', async () => {
    const { user } = renderWithProviders(<AddStudentDialog onClose={jest.fn()} />);
    await fillIn(user, 'ab12', 'short');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    const candidateId = screen.getByLabelText('Candidate ID');
    expect(await screen.findByText(StudentTexts.candidateIdFormat)).toBeInTheDocument();
    expect(candidateId).toHaveAttribute('aria-invalid', 'true');
    expect(candidateId).toHaveAccessibleDescription(expect.stringContaining(StudentTexts.candidateIdFormat));
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(Texts.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
    expect(candidateId).toHaveFocus();
    expect(create).not.toHaveBeenCalled();

    await user.type(candidateId, '5');
    expect(candidateId).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(StudentTexts.candidateIdFormat)).toBeNull();
  });

  it('sends the checked values, the candidate ID upper-cased and a blank e-mail left out', async () => {
    create.mockResolvedValue('user-1');
    const onClose = jest.fn();
    const { user } = renderWithProviders(<AddStudentDialog onClose={onClose} />);
    await fillIn(user, 'abc1234', 'long enough');
    expect(screen.getByLabelText('Candidate ID')).toHaveValue('ABC1234');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]![0]).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      candidate_id: 'ABC1234',
      password: 'long enough',
    });
  });

  it("shows the server's error on the field it names", async () => {
    create.mockRejectedValue(new ApiError('Candidate ID ABC1234 is already in use', { status: 409, field: 'candidate_id' }));
    const { user } = renderWithProviders(<AddStudentDialog onClose={jest.fn()} />);
    await fillIn(user, 'ABC1234', 'long enough');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    expect(await screen.findByText('Candidate ID ABC1234 is already in use')).toBeInTheDocument();
    expect(screen.getByLabelText('Candidate ID')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Candidate ID')).toHaveFocus();
  });

  it('puts an error that names no field above the form', async () => {
    create.mockRejectedValue(new Error('network down'));
    const { user } = renderWithProviders(<AddStudentDialog onClose={jest.fn()} />);
    await fillIn(user, 'ABC1234', 'long enough');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    expect(await screen.findByText(StudentTexts.failedToCreate)).toBeInTheDocument();
    expect(screen.getByLabelText('Candidate ID')).not.toHaveAttribute('aria-invalid');
  });
});
