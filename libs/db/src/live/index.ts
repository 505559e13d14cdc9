export * from './rooms';
export * from './attempt-changes';
export * from './live-feed';
export * from './admin-job-feed';
export * from './socket-broadcast';
