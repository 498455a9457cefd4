import { z } from 'zod';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
};

/** The schema with every plain object made strict, at any depth: an answer with a field the contract
 * does not name fails, as does one with a field renamed, dropped or wrapped differently. Objects
 * declared loose stay loose. For tests. */
export function strict<T extends z.ZodType>(schema: T): T {
  return deep(schema) as T;
}

function deep(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case 'object': {
      if (def.catchall) return schema;
      const shape = Object.fromEntries(Object.entries(def.shape!).map(([k, v]) => [k, deep(v)]));
      return z.strictObject(shape);
    }
    case 'array':
      return z.array(deep(def.element!));
    case 'union':
      return z.union(def.options!.map(deep) as [z.ZodType, z.ZodType, ...z.ZodType[]]);
    case 'optional':
      return deep(def.innerType!).optional();
    case 'nullable':
      return deep(def.innerType!).nullable();
    case 'record':
      return z.record(def.keyType as z.ZodString, deep(def.valueType!));
    case 'intersection':
      return z.intersection(deep(def.left!), deep(def.right!));
    default:
      return schema;
  }
}
