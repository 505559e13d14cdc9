export * from './connections.module';
export * from './queue-producers';
export * from './provide-repository';
export * from './marking-requests';
