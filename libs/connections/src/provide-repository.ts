import type { Provider, Type } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** A provider for a repository class of libs/db: plain classes that take the DataSource. */
export function provideRepository<R>(repository: Type<R> & (new (dataSource: DataSource) => R)): Provider<R> {
  return { provide: repository, inject: [DataSource], useFactory: (dataSource: DataSource) => new repository(dataSource) };
}
