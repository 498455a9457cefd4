// The finder kernel: a finder's spec, its question plan, filter pairs, units and texts.
export * from './finders';
export * from './spec';
// A finder's spec, of one of the seven finders (spec.ts has the kernel's type for any name).
export type { FinderSpec } from './finders';
export * from './pages';
export * from './pairs';
export * from './plan';
export * from './texts';
export * from './units';
export * from './zero';
