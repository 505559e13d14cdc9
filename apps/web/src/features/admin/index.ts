// The admin console's frame and home page panels.
export { AdminLayout } from './components/AdminLayout';
export { AdminStats } from './components/AdminStats';
export { QuickActions } from './components/QuickActions';
