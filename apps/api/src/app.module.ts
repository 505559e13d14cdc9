import { MarkingModule } from './marking/marking.module';
import { ResultsModule } from './results/results.module';
import { ItemAnalysisModule } from './item-analysis/item-analysis.module';
import { type DynamicModule, Module } from '@nestjs/common';
import { AssignedTestsModule } from './assigned-tests/assigned-tests.module';
import { AssignmentsModule } from './assignments/assignments.module';
import { AdminConsoleModule } from './admin-console/admin-console.module';
import { AttemptsModule } from './attempts/attempts.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import type { ApiEnv } from './config/api-env';
import { CredentialsModule } from './credentials/credentials.module';
import { DeveloperAccountModule } from './developer-account/developer-account.module';
import { ExamPartsModule } from './exam-parts/exam-parts.module';
import { GroupsModule } from './groups/groups.module';
import { HealthModule } from './health/health.module';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { InvigilationModule } from './invigilation/invigilation.module';
import { LiveModule } from './live/live.module';
import { LiveTrafficModule } from './live-traffic/live-traffic.module';
import { loggingModule } from './logging/logging.module';
import { MetricsModule } from './metrics/metrics.module';
import { PdfDocumentsModule } from './pdf-documents/pdf-documents.module';
import { PracticeTestsModule } from './practice-tests/practice-tests.module';
import { OpsBoardModule } from './queue-monitor/ops-board.module';
import { QueueMonitorModule } from './queue-monitor/queue-monitor.module';
import { StudentsModule } from './students/students.module';
import { StaffModule } from './staff/staff.module';
import { SystemStatsModule } from './system-stats/system-stats.module';
import { TenantsModule } from './tenants/tenants.module';
import { TestAssembliesModule } from './test-assemblies/test-assemblies.module';
import { TestMakingModule } from './test-making/test-making.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forEnv(env: ApiEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        loggingModule(env),
        InfrastructureModule.forEnv(env),
        CredentialsModule,
        UsersModule,
        AuditModule,
        AuthModule,
        HealthModule,
        TenantsModule,
        DeveloperAccountModule,
        StudentsModule,
        StaffModule,
        GroupsModule,
        AssignmentsModule,
        ExamPartsModule,
        PracticeTestsModule,
        TestMakingModule,
        AssignedTestsModule,
        LiveModule,
        LiveTrafficModule,
        AttemptsModule,
        InvigilationModule,
        AdminConsoleModule,
        SystemStatsModule,
        MetricsModule,
        QueueMonitorModule,
        OpsBoardModule,
        TestAssembliesModule,
        ResultsModule,
        ItemAnalysisModule,
        MarkingModule,
        PdfDocumentsModule,
      ],
    };
  }
}
