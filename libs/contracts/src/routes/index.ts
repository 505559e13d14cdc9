import { AdminConsoleRoutes } from '../admin-console';
import { AssignmentArrangementRoutes } from '../assignment-arrangements';
import { AssignmentRoutes } from '../assignments';
import { InvigilationRoutes } from '../attempts/invigilation-events';
import { AttemptContentRoutes, AssignedTestRoutes } from '../attempts/assigned-tests';
import { TestMakingRoutes } from '../attempts/test-making-admin';
import { AuthRoutes } from '../auth';
import { DeveloperAccountRoutes } from '../developer-account';
import { ExamPartRoutes } from '../exam-part-routes';
import { GroupRoutes } from '../groups';
import { ItemAnalysisRoutes } from '../item-analysis';
import { HealthRoutes } from '../health';
import { MarkingRoutes } from '../marking';
import { MetricsRoutes } from '../metrics';
import { PdfDocumentRoutes } from '../pdf-documents';
import { TestsRoutes } from '../practice-tests';
import { QueueMonitorRoutes } from '../queue-monitor';
import { ResultRoutes } from '../results';
import { StudentImportRoutes } from '../student-import';
import { StaffRoutes } from '../staff';
import { StudentRoutes } from '../students';
import { SystemStatsRoutes } from '../system-stats';
import { TenantRoutes } from '../tenants';
import { TestAssemblyRoutes } from '../test-assemblies';
import type { RouteContract } from './define-route';

export * from './define-route';

/** Every REST route of the api, from each feature's route contracts: what the OpenAPI document lists. */
export const API_ROUTES: readonly RouteContract[] = [
  ...Object.values(GroupRoutes),
  ...Object.values(StudentRoutes),
  ...Object.values(StaffRoutes),
  ...Object.values(StudentImportRoutes),
  ...Object.values(InvigilationRoutes),
  ...Object.values(QueueMonitorRoutes),
  ...Object.values(AssignmentRoutes),
  ...Object.values(AssignmentArrangementRoutes),
  ...Object.values(TestMakingRoutes),
  ...Object.values(AssignedTestRoutes),
  ...Object.values(TestAssemblyRoutes),
  ...Object.values(ExamPartRoutes),
  ...Object.values(AttemptContentRoutes),
  ...Object.values(AuthRoutes),
  ...Object.values(HealthRoutes),
  ...Object.values(MetricsRoutes),
  ...Object.values(TenantRoutes),
  ...Object.values(DeveloperAccountRoutes),
  ...Object.values(SystemStatsRoutes),
  ...Object.values(AdminConsoleRoutes),
  ...Object.values(ResultRoutes),
  ...Object.values(ItemAnalysisRoutes),
  ...Object.values(MarkingRoutes),
  ...Object.values(PdfDocumentRoutes),
  ...Object.values(TestsRoutes),
];
