export * from './schema';
export * from './builders';
