import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { TenantsModule } from '../tenants/tenants.module';
import { PdfDocumentsController } from './pdf-documents.controller';
import { PdfDocumentsRepository } from './pdf-documents.repository';
import { PdfDocumentsService } from './pdf-documents.service';

/** The PDFs a centre (or the platform) keeps for the PDF tools. */
@Module({
  // TenantsModule: a centre's PDF storage quota is kept on its tenant.
  imports: [AuditModule, TenantsModule],
  controllers: [PdfDocumentsController],
  providers: [PdfDocumentsRepository, PdfDocumentsService],
})
export class PdfDocumentsModule {}
