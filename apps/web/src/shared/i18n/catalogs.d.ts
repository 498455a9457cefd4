declare module 'virtual:catalogs' {
  import type { Area, Locale } from '@wheelend/domain';
  type Catalog = Record<string, unknown>;
  export const loaders: Record<Area, Record<Locale, () => Promise<{ default: Catalog }>>>;
}
