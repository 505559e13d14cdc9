import { AssignmentRoutes } from '../assignments';
import { StudentTestRoutes } from '../attempts/test-making';
import { TestMakingRoutes } from '../attempts/test-making-admin';
import { GroupRoutes } from '../groups';
import { TestAssemblyRoutes } from '../test-assemblies';
import type { RouteContract } from './define-route';

export * from './define-route';

/** Every REST route of the api, from each feature's route contracts: what the OpenAPI document lists. */
export const API_ROUTES: readonly RouteContract[] = [
  ...Object.values(GroupRoutes),
  ...Object.values(AssignmentRoutes),
  ...Object.values(TestMakingRoutes),
  ...Object.values(StudentTestRoutes),
  ...Object.values(TestAssemblyRoutes),
];
