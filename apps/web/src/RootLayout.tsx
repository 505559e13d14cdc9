import { Outlet } from 'react-router-dom';
import { SessionWatch } from './features/auth/components/SessionWatch';
import { ToastViewport } from './shared/ui/Toast';

export function RootLayout() {
  return (
    <>
      <SessionWatch />
      <Outlet />
      <ToastViewport />
    </>
  );
}
