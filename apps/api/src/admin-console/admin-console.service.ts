import { Injectable } from '@nestjs/common';
import {
  type AdminOverviewResponse,
  LOG_EXPORT_MAX_ROWS,
  type LogFilter,
  type LogsQuery,
  type LogsResponse,
  thisWeekCount,
} from '@cdi/contracts';
import { Clock } from '@cdi/db';
import { ActivityLogRepository } from './activity-log.repository';
import { LOG_CSV_HEADER, logCsvLine, toLogEntry } from './activity-log';
import { OverviewRepository } from './overview.repository';
import { SettingsService } from './settings.service';

/** Rows read per round trip while a CSV download is written. */
const EXPORT_CHUNK = 1000;

/** A CSV download of the activity log: its name, how many entries matched, and its text in pieces. */
export interface LogExport {
  fileName: string;
  total: number;
  truncated: boolean;
  chunks: AsyncIterable<string>;
}

/** The activity log and the dashboard's counts, read in the tenant's time zone. */
@Injectable()
export class AdminConsoleService {
  constructor(
    private readonly settings: SettingsService,
    private readonly log: ActivityLogRepository,
    private readonly overviewCounts: OverviewRepository,
    private readonly clock: Clock,
  ) {}

  async logs(tenantId: string, { page, pageSize, ...filter }: LogsQuery): Promise<Omit<LogsResponse, 'success'>> {
    const { time_zone: timeZone } = await this.settings.get(tenantId);
    const [total, rows, actions] = await Promise.all([
      this.log.countMatching(tenantId, filter, timeZone),
      this.log.list(tenantId, filter, timeZone, (page - 1) * pageSize, pageSize),
      this.log.actions(tenantId),
    ]);
    return { logs: rows.map(toLogEntry), total, page, pageSize, actions };
  }

  /** The same filter as the page, newest first; at most LOG_EXPORT_MAX_ROWS rows. */
  async exportLogs(tenantId: string, filter: LogFilter): Promise<LogExport> {
    const { time_zone: timeZone } = await this.settings.get(tenantId);
    const total = await this.log.countMatching(tenantId, filter, timeZone);
    const log = this.log;
    async function* chunks(): AsyncIterable<string> {
      // A BOM so spreadsheet programs read the names as UTF-8.
      yield `\uFEFF${LOG_CSV_HEADER.join(',')}\r\n`;
      for (let offset = 0; offset < Math.min(total, LOG_EXPORT_MAX_ROWS); offset += EXPORT_CHUNK) {
        const limit = Math.min(EXPORT_CHUNK, LOG_EXPORT_MAX_ROWS - offset);
        const rows = await log.list(tenantId, filter, timeZone, offset, limit);
        if (rows.length === 0) return;
        yield rows.map((row) => `${logCsvLine(toLogEntry(row), timeZone)}\r\n`).join('');
      }
    }
    const stamp = this.clock.date().toISOString().slice(0, 10);
    return { fileName: `activity-log-${stamp}.csv`, total, truncated: total > LOG_EXPORT_MAX_ROWS, chunks: chunks() };
  }

  async overview(tenantId: string): Promise<AdminOverviewResponse['overview']> {
    const counts = await this.overviewCounts.counts(tenantId);
    return { ...counts, this_week: thisWeekCount(counts.students) };
  }
}
