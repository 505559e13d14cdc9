export * from './file-store';
export * from './local-file-store';
export * from './s3-file-store';
export * from './file-store-from-env';
