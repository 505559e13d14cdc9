export * from './sections';
export * from './exam-events';
export * from './test-making-paths';
export * from './test-making';
export * from './assigned-tests';
export * from './invigilation-events';
export * from './test-making-admin';
