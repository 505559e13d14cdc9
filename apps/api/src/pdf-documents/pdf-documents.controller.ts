import { Controller, Delete, Get, Param, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  type Ok,
  PDF_MIME,
  PdfDocumentPaths,
  type PdfDocumentResponse,
  type PdfDocumentsResponse,
  PdfIdParamSchema,
} from '@cdi/contracts';
import type { Response } from 'express';
import type { Actor } from '../auth/actor';
import { attachmentDisposition } from '../common/attachment-disposition';
import { CurrentActor, Roles } from '../auth/auth.decorators';
import { PRIVATE_FILE_CACHING } from '../common/cache-control';
import { validPath } from '../common/zod-validation.pipe';
import { PdfDocumentsService } from './pdf-documents.service';
import { PdfUploadRateLimitGuard } from './pdf-upload-rate-limit.guard';
import { type PdfUploadRequest, ReceivePdfInterceptor } from './receive-pdf.interceptor';

/** The PDF tools' stored PDFs: an admin's centre's, or a developer's (the platform's). */
@Controller()
@Roles('admin', 'developer')
export class PdfDocumentsController {
  constructor(private readonly pdfs: PdfDocumentsService) {}

  @Get(PdfDocumentPaths.list)
  async list(@CurrentActor() actor: Actor): Promise<PdfDocumentsResponse> {
    const [pdfs, storage] = await Promise.all([this.pdfs.list(actor), this.pdfs.storage(actor)]);
    return { success: true, pdfs, storage };
  }

  @Post(PdfDocumentPaths.list)
  @UseGuards(PdfUploadRateLimitGuard)
  // The file is held to PDF_MAX_BYTES while it streams in, not after the whole request is buffered.
  @UseInterceptors(ReceivePdfInterceptor)
  async upload(@CurrentActor() actor: Actor, @Req() request: PdfUploadRequest): Promise<PdfDocumentResponse> {
    return { success: true, pdf: await this.pdfs.upload(actor, request.pdfFile) };
  }

  @Get(PdfDocumentPaths.file)
  async file(
    @CurrentActor() actor: Actor,
    @Param(validPath(PdfIdParamSchema)) { pdfId }: { pdfId: string },
    @Res() response: Response,
  ): Promise<void> {
    const { document, absolutePath } = await this.pdfs.file(actor, pdfId);
    await new Promise<void>((resolve, reject) => {
      response.sendFile(
        absolutePath,
        {
          // The path is the file store's own (often under .data/), never a client's.
          dotfiles: 'allow',
          cacheControl: false,
          headers: {
            'Content-Type': PDF_MIME,
            'Content-Disposition': attachmentDisposition(document.file_name),
            'Cache-Control': PRIVATE_FILE_CACHING,
            'X-Content-Type-Options': 'nosniff',
          },
        },
        (error) => (error && !response.headersSent ? reject(error) : resolve()),
      );
    });
  }

  @Delete(PdfDocumentPaths.one)
  async remove(@CurrentActor() actor: Actor, @Param(validPath(PdfIdParamSchema)) { pdfId }: { pdfId: string }): Promise<Ok> {
    await this.pdfs.remove(actor, pdfId);
    return { success: true };
  }
}
