export * from './sections';
export * from './exam-events';
export * from './test-making';
export * from './invigilation-events';
export * from './test-making-admin';
