export * from './password-hasher';
export * from './session-token';
export * from './secret-box';
export * from './app-secret';
export * from './secret-strength';
