import type { DataSource, EntityManager } from 'typeorm';

/** The handle of an open transaction: repository methods take it to take part in the caller's unit of work. */
export type Transaction = EntityManager;

/** Runs a unit of work in one database transaction, so services never hold the DataSource themselves. */
export class Transactions {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
