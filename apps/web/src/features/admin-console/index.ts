// The admin console: its frame, the home page's panels, Activity Logs and System Settings.
export { ActivityLog } from './components/ActivityLog';
export { AdminLayout } from './components/AdminLayout';
export { AdminStats } from './components/AdminStats';
export { RequireCapability } from './components/RequireCapability';
export { QuickActions } from './components/QuickActions';
export { SettingsForm } from './components/SettingsForm';
export { SystemStatus } from './components/SystemStatus';
export { useTenantSettings } from './hooks/use-tenant-settings';
