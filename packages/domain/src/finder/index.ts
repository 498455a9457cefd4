// The finder kernel: a finder's spec, its question plan, filter pairs, units and texts.
export * from './finders';
export * from './pairs';
export * from './plan';
export * from './texts';
export * from './units';
export * from './zero';
