import { SystemStatsPaths, SystemStatsResponseSchema } from '@cdi/contracts';
import type { ApiRoute } from './api-routes';

/** The developer's system statistics (spec 3 §7 "Developer"). */
export const SYSTEM_STATS_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: SystemStatsPaths.stats,
    tag: 'systemStats',
    summary: 'Measured platform figures: exam parts, users, tenants, uploads, files, host and api performance',
    access: ['developer'],
    response: SystemStatsResponseSchema,
  },
];
