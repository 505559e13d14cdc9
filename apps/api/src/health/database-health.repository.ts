import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The readiness check's round trip to Postgres, through the api's own pool. */
@Injectable()
export class DatabaseHealthRepository {
  constructor(private readonly dataSource: DataSource) {}

  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
