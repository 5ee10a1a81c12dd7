export * from './routes';
export * from './shared';
export * from './shell-api';
export * from './css-check';
