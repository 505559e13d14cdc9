import { DEFAULT_TENANT_SETTINGS, type SavedTenantSettings, type TenantSettings } from '@cdi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminConsoleKeys, getSettings, resetSettings, saveSettings } from '../api/admin-console-api';

/** The tenant's settings, shared by the layout (name, time zone, timeout) and the settings page. */
export function useTenantSettings() {
  return useQuery({ queryKey: adminConsoleKeys.settings, queryFn: ({ signal }) => getSettings(signal), staleTime: 60_000 });
}

/** The settings in force: the saved ones once loaded, the defaults until then. */
export function useEffectiveSettings(): TenantSettings {
  const { data } = useTenantSettings();
  return data ?? DEFAULT_TENANT_SETTINGS;
}

export function useSaveSettings() {
  const client = useQueryClient();
  const onSuccess = (saved: SavedTenantSettings) => {
    client.setQueryData(adminConsoleKeys.settings, saved);
    // The change itself is now in the activity log.
    void client.invalidateQueries({ queryKey: adminConsoleKeys.allLogs });
  };
  const save = useMutation({ mutationFn: saveSettings, onSuccess });
  const reset = useMutation({ mutationFn: resetSettings, onSuccess });
  return { save, reset };
}
