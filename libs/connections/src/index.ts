export * from './connections.module';
export * from './queue-producers';
