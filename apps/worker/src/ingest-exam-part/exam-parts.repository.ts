import { Injectable } from '@nestjs/common';
import { ExamPartEntity, TenantScopedRepository } from '@cdi/db';
import { DataSource } from 'typeorm';

/** The uploaded parts the worker ingests, read and updated within their tenant. */
@Injectable()
export class ExamPartsRepository extends TenantScopedRepository<ExamPartEntity> {
  constructor(dataSource: DataSource) {
    super(dataSource, ExamPartEntity);
  }
}
