import { Body, Controller, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import {
  AdminConsolePaths,
  type AdminOverviewResponse,
  LOG_EXPORT_MAX_ROWS,
  type LogFilter,
  LogFilterSchema,
  type LogsQuery,
  LogsQuerySchema,
  type LogsResponse,
  type SettingsResponse,
  thisWeekCount,
  type UpdateSettingsRequest,
  UpdateSettingsRequestSchema,
} from '@cdi/contracts';
import type { Response } from 'express';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody } from '../common/zod-validation.pipe';
import { attachmentDisposition } from '../common/attachment-disposition';
import { ActivityLogRepository } from './activity-log.repository';
import { LOG_CSV_HEADER, logCsvLine, toLogEntry } from './activity-log';
import { OverviewRepository } from './overview.repository';
import { SettingsService } from './settings.service';

/** Rows read per round trip while a CSV download is written. */
const EXPORT_CHUNK = 1000;

/** The admin console's settings, activity log and dashboard counts: always the caller's own tenant. */
@Controller()
@Roles('admin')
export class AdminConsoleController {
  constructor(
    private readonly settings: SettingsService,
    private readonly log: ActivityLogRepository,
    private readonly overviewCounts: OverviewRepository,
  ) {}

  @Get(AdminConsolePaths.settings)
  async getSettings(@CurrentActor() actor: Actor): Promise<SettingsResponse> {
    return { success: true, settings: await this.settings.get(tenantOf(actor)) };
  }

  @Put(AdminConsolePaths.settings)
  async updateSettings(
    @CurrentActor() actor: Actor,
    @Body(validBody(UpdateSettingsRequestSchema)) body: UpdateSettingsRequest,
  ): Promise<SettingsResponse> {
    return { success: true, settings: await this.settings.update(actor, body) };
  }

  @Post(AdminConsolePaths.settingsReset)
  @HttpCode(200)
  async resetSettings(@CurrentActor() actor: Actor): Promise<SettingsResponse> {
    return { success: true, settings: await this.settings.reset(actor) };
  }

  @Get(AdminConsolePaths.logs)
  async logs(@CurrentActor() actor: Actor, @Query(validBody(LogsQuerySchema)) query: LogsQuery): Promise<LogsResponse> {
    const tenantId = tenantOf(actor);
    const { page, pageSize, ...filter } = query;
    const { time_zone: timeZone } = await this.settings.get(tenantId);
    const [total, rows, actions] = await Promise.all([
      this.log.countMatching(tenantId, filter, timeZone),
      this.log.list(tenantId, filter, timeZone, (page - 1) * pageSize, pageSize),
      this.log.actions(tenantId),
    ]);
    return { success: true, logs: rows.map(toLogEntry), total, page, pageSize, actions };
  }

  /** The same filter as the page, newest first, as CSV; at most LOG_EXPORT_MAX_ROWS rows (header X-Log-Truncated says when cut). */
  @Get(AdminConsolePaths.logsExport)
  async exportLogs(
    @CurrentActor() actor: Actor,
    @Query(validBody(LogFilterSchema)) filter: LogFilter,
    @Res() response: Response,
  ): Promise<void> {
    const tenantId = tenantOf(actor);
    const { time_zone: timeZone } = await this.settings.get(tenantId);
    const total = await this.log.countMatching(tenantId, filter, timeZone);
    const stamp = new Date().toISOString().slice(0, 10);
    response.status(200);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', attachmentDisposition(`activity-log-${stamp}.csv`));
    response.setHeader('X-Log-Total', String(total));
    response.setHeader('X-Log-Truncated', String(total > LOG_EXPORT_MAX_ROWS));
    // A BOM so spreadsheet programs read the names as UTF-8.
    response.write(`\uFEFF${LOG_CSV_HEADER.join(',')}\r\n`);
    for (let offset = 0; offset < Math.min(total, LOG_EXPORT_MAX_ROWS); offset += EXPORT_CHUNK) {
      const limit = Math.min(EXPORT_CHUNK, LOG_EXPORT_MAX_ROWS - offset);
      const rows = await this.log.list(tenantId, filter, timeZone, offset, limit);
      if (rows.length === 0) break;
      response.write(rows.map((row) => `${logCsvLine(toLogEntry(row), timeZone)}\r\n`).join(''));
    }
    response.end();
  }

  @Get(AdminConsolePaths.overview)
  async overview(@CurrentActor() actor: Actor): Promise<AdminOverviewResponse> {
    const counts = await this.overviewCounts.counts(tenantOf(actor));
    return { success: true, overview: { ...counts, this_week: thisWeekCount(counts.students) } };
  }
}
