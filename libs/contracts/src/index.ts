export * from './roles';
export * from './settings';
export * from './work-status';
export * from './dispatch-job-status';
export * from './errors';
export * from './remotes';
export * from './user';
export * from './home';
