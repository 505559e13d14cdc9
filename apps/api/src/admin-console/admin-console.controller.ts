import { Controller, Res } from '@nestjs/common';
import { AdminConsoleRoutes, type BodyOf, type QueryOf, type ResponseOf } from '@cdi/contracts';
import type { Response } from 'express';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { attachmentDisposition } from '../common/attachment-disposition';
import { Endpoint, RouteBody, RouteQuery } from '../common/endpoint';
import { AdminConsoleService } from './admin-console.service';
import { SettingsService } from './settings.service';

type Routes = typeof AdminConsoleRoutes;

/** The admin console's settings, activity log and dashboard counts: always the caller's own tenant. */
@Controller()
export class AdminConsoleController {
  constructor(
    private readonly settings: SettingsService,
    private readonly adminConsole: AdminConsoleService,
  ) {}

  @Endpoint(AdminConsoleRoutes.settings)
  async getSettings(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['settings']>> {
    return { success: true, settings: await this.settings.get(tenantOf(actor)) };
  }

  @Endpoint(AdminConsoleRoutes.updateSettings)
  async updateSettings(
    @CurrentActor() actor: Actor,
    @RouteBody(AdminConsoleRoutes.updateSettings) body: BodyOf<Routes['updateSettings']>,
  ): Promise<ResponseOf<Routes['updateSettings']>> {
    return { success: true, settings: await this.settings.update(actor, body) };
  }

  @Endpoint(AdminConsoleRoutes.resetSettings)
  async resetSettings(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['resetSettings']>> {
    return { success: true, settings: await this.settings.reset(actor) };
  }

  @Endpoint(AdminConsoleRoutes.logs)
  async logs(
    @CurrentActor() actor: Actor,
    @RouteQuery(AdminConsoleRoutes.logs) query: QueryOf<Routes['logs']>,
  ): Promise<ResponseOf<Routes['logs']>> {
    return { success: true, ...(await this.adminConsole.logs(tenantOf(actor), query)) };
  }

  /** As CSV; header X-Log-Total says how many matched and X-Log-Truncated whether the file was cut. */
  @Endpoint(AdminConsoleRoutes.exportLogs)
  async exportLogs(
    @CurrentActor() actor: Actor,
    @RouteQuery(AdminConsoleRoutes.exportLogs) filter: QueryOf<Routes['exportLogs']>,
    @Res() response: Response,
  ): Promise<void> {
    const file = await this.adminConsole.exportLogs(tenantOf(actor), filter);
    response.status(200);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', attachmentDisposition(file.fileName));
    response.setHeader('X-Log-Total', String(file.total));
    response.setHeader('X-Log-Truncated', String(file.truncated));
    for await (const chunk of file.chunks) response.write(chunk);
    response.end();
  }

  @Endpoint(AdminConsoleRoutes.overview)
  async overview(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['overview']>> {
    return { success: true, overview: await this.adminConsole.overview(tenantOf(actor)) };
  }
}
