import { type Capability, Texts } from '@cdi/contracts';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useSessionUser } from '../../../shared/session/session-store';
import { Notice } from '../../../shared/ui/Notice';
import { ADMIN_HOME_PATH, adminHomeFor } from '../lib/admin-nav';

/**
 * A console page for the users whose roles allow it (the api refuses the rest anyway). The dashboard
 * sends a member of staff who may not see it to their own first page; any other page says why it is shut.
 */
export function RequireCapability({ capability, children }: { capability: Capability; children: ReactNode }) {
  const user = useSessionUser();
  // Capabilities are a centre's users'; a developer reaches only the pages shared with them (the PDF tools).
  if (user?.role === 'developer') return children;
  const capabilities = user?.capabilities ?? [];
  if (capabilities.includes(capability)) return children;
  const home = adminHomeFor(capabilities);
  if (home !== ADMIN_HOME_PATH) return <Navigate to={home} replace />;
  return (
    <Notice tone="error">
      {Texts.forbidden}. <Link to={home}>Back to your console</Link>
    </Notice>
  );
}
