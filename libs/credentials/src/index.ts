export * from './password-hasher';
export * from './session-token';
