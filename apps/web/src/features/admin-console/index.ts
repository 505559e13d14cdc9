// The admin console's Activity Logs and System Settings, and what the admin layout takes from the settings.
export { ActivityLog } from './components/ActivityLog';
export { AdminSessionExpiry } from './components/AdminSessionExpiry';
export { SettingsForm } from './components/SettingsForm';
export { SystemStatus } from './components/SystemStatus';
export { useAdminTimeZone } from './hooks/use-admin-session';
export { useTenantSettings } from './hooks/use-tenant-settings';
