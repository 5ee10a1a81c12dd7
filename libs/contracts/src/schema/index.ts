export * from './schema';
export * from './builders';
export * from './record-id';
