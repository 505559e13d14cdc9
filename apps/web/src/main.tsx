import './zod-without-eval';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { verifyStoredSession } from './features/auth';
import { router } from './router';
import { queryClient } from './shared/api/query-client';
import { followSessionInOtherTabs, useSession } from './shared/session/session-store';
import './styles.css';
import './shared/ui/ui.css';

useSession.subscribe((state, previous) => {
  if (previous.session && previous.session.sessionId !== state.session?.sessionId) queryClient.clear();
});
followSessionInOtherTabs();
void verifyStoredSession();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
