import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { PdfDocumentsController } from './pdf-documents.controller';
import { PdfDocumentsRepository } from './pdf-documents.repository';
import { PdfDocumentsService } from './pdf-documents.service';

/** The PDFs a centre (or the platform) keeps for the PDF tools. */
@Module({
  imports: [AuditModule],
  controllers: [PdfDocumentsController],
  providers: [PdfDocumentsRepository, PdfDocumentsService],
})
export class PdfDocumentsModule {}
