import { tmpdir } from 'node:os';
import { Injectable, Logger } from '@nestjs/common';
import {
  ACTIVE_USER_WINDOW_MS,
  HOURLY_UPLOADS_WINDOW_MS,
  RECENT_UPLOADS_WINDOW_MS,
  type SystemStats,
  percentOf,
} from '@cdi/contracts';
import { Clock, FileStore } from '@cdi/db';
import { diskUsedPercent, memoryUsedPercent } from './host-metrics';
import { SystemMonitor } from './system-monitor';
import { SystemStatsRepository } from './system-stats.repository';

/** The developer's system statistics, each figure measured when asked for (or sampled by SystemMonitor). */
@Injectable()
export class SystemStatsService {
  private readonly logger = new Logger('SystemStats');

  constructor(
    private readonly repository: SystemStatsRepository,
    private readonly monitor: SystemMonitor,
    private readonly files: FileStore,
    private readonly clock: Clock,
  ) {}

  async stats(): Promise<SystemStats> {
    const activeSince = new Date(this.clock.now() - ACTIVE_USER_WINDOW_MS);
    const [exams, users, tenants, cpu, disk, responseTime, cacheHitRate, uptime] = await Promise.all([
      this.repository.examParts(RECENT_UPLOADS_WINDOW_MS, HOURLY_UPLOADS_WINDOW_MS),
      this.repository.users(activeSince),
      this.repository.tenants(activeSince),
      this.monitor.cpuUsage(),
      // The files' own disk, or with a bucket this machine's (its logs and temporary files).
      diskUsedPercent(this.files.localFolder ?? tmpdir()),
      // What comes from Redis is unknown (null) while Redis is away; the rest still answers.
      this.orNull('response time', () => this.monitor.averageResponseTime()),
      this.orNull('cache hit rate', () => this.monitor.cacheHitRate()),
      this.orNull('uptime', () => this.monitor.uptimePercentage()),
    ]);
    return {
      database: {
        total_exams: exams.total,
        listening_exams: exams.listening,
        reading_exams: exams.reading,
        writing_exams: exams.writing,
        completed_exams: exams.completed,
        pending_exams: exams.pending,
        failed_exams: exams.failed,
        completion_rate: percentOf(exams.completed, exams.total),
      },
      users: {
        total_users: users.total,
        admin_users: users.admin,
        test_taker_users: users.test_taker,
        developer_users: users.developer,
        active_users: users.active,
        active_rate: percentOf(users.active, users.total),
      },
      tenants: {
        total_tenants: tenants.total,
        active_tenants: tenants.active,
        active_rate: percentOf(tenants.active, tenants.total),
        free_plan: null,
        pro_plan: null,
        enterprise_plan: null,
      },
      activity: {
        recent_uploads: exams.recent,
        hourly_uploads: exams.hourly,
        previous_hour_uploads: exams.previous_hour,
        upload_trend: exams.hourly >= exams.previous_hour ? 'up' : 'down',
      },
      storage: { audio_files: exams.audio, solution_files: exams.solution, image_files: exams.images, ai_processed: null },
      performance: {
        cpu_usage: cpu,
        memory_usage: memoryUsedPercent(),
        disk_usage: disk,
        avg_response_time: responseTime,
        cache_hit_rate: cacheHitRate,
        uptime_percentage: uptime,
      },
      measured_at: this.clock.date().toISOString(),
    };
  }

  private async orNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
    try {
      return await read();
    } catch (error) {
      this.logger.warn(`${what} unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
