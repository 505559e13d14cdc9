import { Controller, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { type ParamsOf, PDF_MIME, PdfDocumentRoutes, type ResponseOf } from '@cdi/contracts';
import type { Response } from 'express';
import type { Actor } from '../auth/actor';
import { attachmentDisposition } from '../common/attachment-disposition';
import { CurrentActor } from '../auth/auth.decorators';
import { PRIVATE_FILE_CACHING } from '../common/cache-control';
import { Endpoint, RouteParams } from '../common/endpoint';
import { sendStoredFile } from '../common/send-stored-file';
import { PdfDocumentsService } from './pdf-documents.service';
import { PdfUploadRateLimitGuard } from './pdf-upload-rate-limit.guard';
import { type PdfUploadRequest, ReceivePdfInterceptor } from './receive-pdf.interceptor';

type Routes = typeof PdfDocumentRoutes;

/** The PDF tools' stored PDFs: an admin's centre's, or a developer's (the platform's). */
@Controller()
export class PdfDocumentsController {
  constructor(private readonly pdfs: PdfDocumentsService) {}

  @Endpoint(PdfDocumentRoutes.list)
  async list(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['list']>> {
    const [pdfs, storage] = await Promise.all([this.pdfs.list(actor), this.pdfs.storage(actor)]);
    return { success: true, pdfs, storage };
  }

  @Endpoint(PdfDocumentRoutes.upload)
  @UseGuards(PdfUploadRateLimitGuard)
  // The file is held to PDF_MAX_BYTES while it streams in, not after the whole request is buffered.
  @UseInterceptors(ReceivePdfInterceptor)
  async upload(@CurrentActor() actor: Actor, @Req() request: PdfUploadRequest): Promise<ResponseOf<Routes['upload']>> {
    return { success: true, pdf: await this.pdfs.upload(actor, request.pdfFile) };
  }

  @Endpoint(PdfDocumentRoutes.file)
  async file(
    @CurrentActor() actor: Actor,
    @RouteParams(PdfDocumentRoutes.file) { pdfId }: ParamsOf<Routes['file']>,
    @Res() response: Response,
  ): Promise<void> {
    const { document, store, key } = await this.pdfs.file(actor, pdfId);
    await sendStoredFile(response, store, {
      key,
      size: document.size_bytes,
      headers: {
        'Content-Type': PDF_MIME,
        'Content-Disposition': attachmentDisposition(document.file_name),
        'Cache-Control': PRIVATE_FILE_CACHING,
      },
    });
  }

  @Endpoint(PdfDocumentRoutes.remove)
  async remove(
    @CurrentActor() actor: Actor,
    @RouteParams(PdfDocumentRoutes.remove) { pdfId }: ParamsOf<Routes['remove']>,
  ): Promise<ResponseOf<Routes['remove']>> {
    await this.pdfs.remove(actor, pdfId);
    return { success: true };
  }
}
