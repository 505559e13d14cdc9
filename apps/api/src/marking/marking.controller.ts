import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import {
  type MarkingSettings,
  MarkingSettingsSchema,
  MarkingPaths,
  type SaveTaskMarkRequest,
  SaveTaskMarkRequestSchema,
  ScriptParamSchema,
  type ScriptResponse,
  type ScriptsQuery,
  ScriptsQuerySchema,
  type ScriptsResponse,
  TaskMarkParamSchema,
} from '@cdi/contracts';
import { type Actor, tenantOf } from '../auth/actor';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { validBody, validPath } from '../common/zod-validation.pipe';
import { MarkingService } from './marking.service';

/** Writing marking for a centre's examiners (its admins). */
@Controller()
@Roles('admin')
export class MarkingController {
  constructor(private readonly marking: MarkingService) {}

  @Get(MarkingPaths.scripts)
  async scripts(
    @CurrentActor() actor: Actor,
    @Query(validBody(ScriptsQuerySchema)) query: ScriptsQuery,
  ): Promise<ScriptsResponse> {
    return { success: true, scripts: await this.marking.scripts(tenantOf(actor), query) };
  }

  @Get(MarkingPaths.settings)
  async settings(@CurrentActor() actor: Actor): Promise<{ success: true; settings: MarkingSettings }> {
    return { success: true, settings: { second_marking: await this.marking.secondMarking(tenantOf(actor)) } };
  }

  @Put(MarkingPaths.settings)
  async saveSettings(
    @CurrentActor() actor: Actor,
    @Body(validBody(MarkingSettingsSchema)) body: MarkingSettings,
  ): Promise<{ success: true; settings: MarkingSettings }> {
    return {
      success: true,
      settings: { second_marking: await this.marking.setSecondMarking(actor, tenantOf(actor), body.second_marking) },
    };
  }

  @Get(MarkingPaths.script)
  async script(
    @CurrentActor() actor: Actor,
    @Param(validPath(ScriptParamSchema)) { attemptId }: { attemptId: string },
  ): Promise<ScriptResponse> {
    return { success: true, script: await this.marking.script(actor, tenantOf(actor), attemptId) };
  }

  @Put(MarkingPaths.taskMark)
  async saveMark(
    @CurrentActor() actor: Actor,
    @Param(validPath(TaskMarkParamSchema)) { attemptId, task }: { attemptId: string; task: 1 | 2 },
    @Body(validBody(SaveTaskMarkRequestSchema)) body: SaveTaskMarkRequest,
  ): Promise<ScriptResponse> {
    return { success: true, script: await this.marking.saveMark(actor, tenantOf(actor), attemptId, task, body) };
  }
}
