export * from './catalog.js';
export * from './app.js';
