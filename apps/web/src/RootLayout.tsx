import { Outlet } from 'react-router-dom';
import { SessionWatch } from './features/auth';
import { useApplyDisplayPreferences } from './features/exam-tools';
import { ToastViewport } from './shared/ui/Toast';

/** Every page: the session's expiry watch, toasts, and the display options a candidate chose. */
export function RootLayout() {
  useApplyDisplayPreferences();
  return (
    <>
      <SessionWatch />
      <Outlet />
      <ToastViewport />
    </>
  );
}
