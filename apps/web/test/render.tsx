import { Capabilities } from '@cdi/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useSession } from '../src/shared/session/session-store';

export interface Rendered extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

/**
 * Renders a component as the app does: inside a query client of its own (no retries, so a failed
 * request shows at once) and a router at `route`, with a user-event session to drive it.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}): Rendered {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/** Signs an admin of one centre in, as the login page would: the socket hooks take its token. */
export function signInAsAdmin(): void {
  useSession.getState().begin(
    {
      id: 'admin-1',
      candidate_id: 'ADM0001',
      role: 'admin',
      first_name: 'Ada',
      last_name: 'Admin',
      email: 'ada@example.test',
      name: 'Ada Admin',
      tenant_id: 'tenant-1',
      tenant_name: 'North Centre',
      staff_roles: null,
      capabilities: [...Capabilities],
      default_text_size: null,
    },
    'admin-token',
    Date.now(),
  );
}
