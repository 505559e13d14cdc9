import { AdminConsoleRoutes } from '../admin-console';
import { AuthRoutes } from '../auth';
import { DeveloperAccountRoutes } from '../developer-account';
import { GroupRoutes } from '../groups';
import { HealthRoutes } from '../health';
import { MetricsRoutes } from '../metrics';
import { SystemStatsRoutes } from '../system-stats';
import { TenantRoutes } from '../tenants';
import type { RouteContract } from './define-route';

export * from './define-route';

/** Every REST route of the api, from each feature's route contracts: what the OpenAPI document lists. */
export const API_ROUTES: readonly RouteContract[] = [
  ...Object.values(GroupRoutes),
  ...Object.values(AuthRoutes),
  ...Object.values(HealthRoutes),
  ...Object.values(MetricsRoutes),
  ...Object.values(TenantRoutes),
  ...Object.values(DeveloperAccountRoutes),
  ...Object.values(SystemStatsRoutes),
  ...Object.values(AdminConsoleRoutes),
];
