import { Texts } from '@cdi/contracts';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../shared/api/api-error';
import { renderWithProviders } from '../../../../test/render';
import { createTenant, isTenantIdAvailable } from '../api/tenants-api';
import { AddTenantDialog } from './AddTenantDialog';

jest.mock('../api/tenants-api', () => ({
  ...jest.requireActual('../api/tenants-api'),
  createTenant: jest.fn(),
  isTenantIdAvailable: jest.fn(),
}));
const create = jest.mocked(createTenant);
const available = jest.mocked(isTenantIdAvailable);

async function fillIn(user: ReturnType<typeof renderWithProviders>['user'], tenantId: string) {
  await user.type(screen.getByLabelText('Tenant Name'), 'North Centre');
  await user.type(screen.getByLabelText('Tenant ID'), tenantId);
  await user.type(screen.getByLabelText('Tenant Password'), 'long enough');
}

describe('AddTenantDialog', () => {
  beforeEach(() => {
    create.mockReset();
    available.mockReset().mockResolvedValue(true);
  });

  it('names every empty required field with its contract text and focuses the first', async () => {
    const { user } = renderWithProviders(<AddTenantDialog onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Create Tenant' }));

    expect(await screen.findByText(Texts.tenantNameRequired)).toBeInTheDocument();
    expect(screen.getByText(Texts.tenantIdRequired)).toBeInTheDocument();
    expect(screen.getByText(Texts.tenantPasswordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Tenant ID')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Tenant Name')).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
  });

  it('tells a taken ID as it is typed and refuses to create with it', async () => {
    available.mockResolvedValue(false);
    const { user } = renderWithProviders(<AddTenantDialog onClose={jest.fn()} />);
    await fillIn(user, 'north');
    expect(await screen.findByText(Texts.loginIdExists)).toBeInTheDocument();
    expect(available).toHaveBeenCalledWith('north', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Create Tenant' }));

    await waitFor(() => expect(screen.getByLabelText('Tenant ID')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent(Texts.loginIdExists);
    expect(create).not.toHaveBeenCalled();
  });

  it('creates the tenant from the typed values once the ID is free', async () => {
    create.mockResolvedValue({} as Awaited<ReturnType<typeof createTenant>>);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<AddTenantDialog onClose={onClose} />);
    await fillIn(user, 'north');
    expect(await screen.findByText(Texts.idAvailable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Tenant' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create.mock.calls[0]![0]).toEqual({ tenant_name: 'North Centre', tenant_id: 'north', tenant_password: 'long enough' });
  });

  it("shows the server's error on the field it names", async () => {
    create.mockRejectedValue(new ApiError(Texts.loginIdExists, { status: 409, field: 'tenant_id' }));
    const { user } = renderWithProviders(<AddTenantDialog onClose={jest.fn()} />);
    await fillIn(user, 'north');
    await screen.findByText(Texts.idAvailable);
    await user.click(screen.getByRole('button', { name: 'Create Tenant' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(Texts.loginIdExists);
    expect(screen.getByLabelText('Tenant ID')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Tenant ID')).toHaveFocus();
  });
});
