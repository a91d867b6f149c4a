export * from './constants.ts';
export * from './messages.ts';
export * from './api.ts';
export * from './route-ids.ts';
export * from './format.ts';
export * from './schemas/common.ts';
export * from './schemas/locations.ts';
export * from './media.ts';
