import { Controller, Res } from '@nestjs/common';
import {
  AttemptContentRoutes,
  CONTENT_VERSION_PARAM,
  type ParamsOf,
  type QueryOf,
  RECORDING_PASS_PARAM,
  type ResponseOf,
} from '@cdi/contracts';
import type { Response } from 'express';
import type { Actor } from '../auth/actor';
import { CurrentActor } from '../auth/auth.decorators';
import { PRIVATE_REVALIDATE } from '../common/cache-control';
import { Endpoint, RouteParams, RouteQuery } from '../common/endpoint';
import { sendPartFile } from '../exam-parts/send-part-file';
import { AttemptContentService } from './attempt-content.service';

type Routes = typeof AttemptContentRoutes;

/** A candidate's exam content, through their own attempt only, and only for a section that is open. */
@Controller()
export class AttemptContentController {
  constructor(private readonly content: AttemptContentService) {}

  @Endpoint(AttemptContentRoutes.sectionContent)
  async section(
    @CurrentActor() actor: Actor,
    @RouteParams(AttemptContentRoutes.sectionContent) { attemptId, section }: ParamsOf<Routes['sectionContent']>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<Routes['sectionContent']>> {
    const parts = await this.content.section(actor, attemptId, section);
    response.setHeader('Cache-Control', PRIVATE_REVALIDATE);
    return { success: true, section, parts };
  }

  @Endpoint(AttemptContentRoutes.audio)
  async audio(
    @CurrentActor() actor: Actor,
    @RouteParams(AttemptContentRoutes.audio) { attemptId, partId }: ParamsOf<Routes['audio']>,
    @RouteQuery(AttemptContentRoutes.audio) query: QueryOf<Routes['audio']>,
    @Res() response: Response,
  ): Promise<void> {
    const file = await this.content.audio(actor, attemptId, partId, query[RECORDING_PASS_PARAM]);
    await sendPartFile(response, file, query[CONTENT_VERSION_PARAM]);
  }

  @Endpoint(AttemptContentRoutes.image)
  async image(
    @CurrentActor() actor: Actor,
    @RouteParams(AttemptContentRoutes.image) { attemptId, section, partId, index }: ParamsOf<Routes['image']>,
    @RouteQuery(AttemptContentRoutes.image) query: QueryOf<Routes['image']>,
    @Res() response: Response,
  ): Promise<void> {
    const file = await this.content.image(actor, attemptId, section, partId, index);
    await sendPartFile(response, file, query[CONTENT_VERSION_PARAM]);
  }
}
