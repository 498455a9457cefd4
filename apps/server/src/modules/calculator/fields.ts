import { z } from 'zod';
import {
  calculatorSteps,
  hubMaterials,
  serviceTypes,
  wheelPositions,
  PRESET_VS_CONVENTIONAL,
  REPLACE_VS_REBUILD,
} from '@wheelend/domain/calculator';

const money = z.number().min(0).max(10_000_000).nullable();
const hours = z.number().min(0).max(1_000).nullable();
const signed = z.number().min(-10_000_000).max(10_000_000).nullable();

/** Every session value a step saves, by its camelCase name. */
export const sessionValues = {
  chooseCalculator: z.union([z.literal(REPLACE_VS_REBUILD), z.literal(PRESET_VS_CONVENTIONAL)]).nullable(),
  wheelPosition: z.enum(wheelPositions).nullable(),
  hubMaterial: z.enum(hubMaterials).nullable(),
  serviceType: z.enum(serviceTypes),
  laborRate: money,
  billableLaborRate: money,
  bearingSetCost: money,
  wheelSealCost: money,
  manualSpindleNutCost: money,
  hubCost: money,
  replacementHubCost: money,
  spindleNutCost: money,
  partsMargin: z.number().min(0).max(1_000).nullable(),
  rebuildHours: hours,
  replaceHours: hours,
  downtimeCosts: money,
  laborMargin: signed,
  replacementMarginValue: signed,
  rebuildMarginValue: signed,
  customerSavings: money,
  sendingEmail: z.boolean(),
  emailError: z.boolean(),
};
export type SessionValues = { [K in keyof typeof sessionValues]?: z.infer<(typeof sessionValues)[K]> };
export const sessionKeys = Object.keys(sessionValues) as (keyof typeof sessionValues)[];

export const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The SessionUpdate body: snake_case keys, each optional, nothing else allowed. */
export const sessionUpdateBody = z.strictObject({
  ...Object.fromEntries(sessionKeys.map((k) => [snake(k), sessionValues[k].optional()])),
  last_step: z.enum(calculatorSteps).optional(),
  calculator: z.literal('replace').optional(),
  email: z.literal('guest').optional(),
  id: z.number().int().optional(),
}) as z.ZodType<Record<string, unknown>>;

export const sessionId = z.coerce
  .number({ error: 'must be a session number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(Number.MAX_SAFE_INTEGER);

export function optionalShape<T extends Record<string, z.ZodType>>(shape: T) {
  return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}

export const session = z.object({
  id: z.number(),
  calculator: z.string(),
  email: z.string(),
  lastStep: z.string().nullable(),
  ...optionalShape(sessionValues),
});

/** The values a new session starts with. */
export const sessionDefaults: SessionValues = {
  chooseCalculator: null,
  wheelPosition: null,
  hubMaterial: null,
  serviceType: 'In House',
  sendingEmail: false,
  emailError: false,
};
