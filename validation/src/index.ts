export * from './codes.ts';
export * from './limits.ts';
export * from './fields.ts';
export * from './accounts.ts';
export * from './content.ts';
export * from './issues.ts';
export * from './messages.ts';
