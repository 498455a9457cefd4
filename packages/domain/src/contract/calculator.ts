import { z } from 'zod';
import {
  amountLimits,
  calculatorSteps,
  resultLimit,
  emailPayloadTotals,
  hubMaterials,
  serviceTypes,
  wheelPositions,
  PRESET_VS_CONVENTIONAL,
  REPLACE_VS_REBUILD,
} from '../calculator';
import { contactFields, emailLang } from './email';

const money = z.number().min(0).max(amountLimits.money).nullable();
const hours = z.number().min(0).max(amountLimits.hours).nullable();
/** A result of the calculator (a margin, a saving, a total), signed. */
const result = z.number().min(-resultLimit).max(resultLimit);
const signed = result.nullable();

/** Every session value a step saves, by its camelCase name (spec 2, section 3). */
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
  partsMargin: z.number().min(0).max(amountLimits.percent).nullable(),
  rebuildHours: hours,
  replaceHours: hours,
  downtimeCosts: money,
  laborMargin: signed,
  replacementMarginValue: signed,
  rebuildMarginValue: signed,
  customerSavings: z.number().min(0).max(resultLimit).nullable(),
  sendingEmail: z.boolean(),
  emailError: z.boolean(),
};
export type SessionValues = { [K in keyof typeof sessionValues]?: z.infer<(typeof sessionValues)[K]> };
export const sessionKeys = Object.keys(sessionValues) as (keyof typeof sessionValues)[];

/** SessionUpdate takes snake_case keys. */
export const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function optionalShape<T extends Record<string, z.ZodType>>(shape: T) {
  return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}

export const sessionId = z.coerce
  .number({ error: 'must be a session number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(Number.MAX_SAFE_INTEGER);

/** A calculator session: SessionCreate answers it bare (the client spreads it into its session). */
export const session = z.object({
  id: z.number().int(),
  calculator: z.string(),
  email: z.string(),
  lastStep: z.string().nullable(),
  ...optionalShape(sessionValues),
});
export type Session = z.infer<typeof session>;

/** Session read back (GET /Session) and SessionUpdate: the usual envelope. */
export const oneSession = z.object({ Status: z.literal('OK'), Results: z.array(session) });
/** POST /SessionExpire: no content (204). */
export const sessionExpired = z.null().describe('No content');

/** The SessionUpdate body: snake_case keys, each optional, nothing else allowed. */
export const sessionUpdateBody = z.strictObject({
  ...Object.fromEntries(sessionKeys.map((k) => [snake(k), sessionValues[k].optional()])),
  last_step: z.enum(calculatorSteps).optional(),
  calculator: z.literal('replace').optional(),
  email: z.literal('guest').optional(),
  id: z.number().int().optional(),
}) as z.ZodType<Record<string, unknown>>;

/** POST /SendEmail: the form, the session fields and the totals, camelCase. replacePartsCost is ours
 * and optional; replacementMarginValue and customerSavings come as session fields. */
export const sendEmailBody = z.strictObject({
  ...contactFields,
  ...optionalShape(sessionValues),
  id: sessionId,
  calculator: z.string().max(20).optional(),
  email: z.string().max(20).optional(),
  lastStep: z.string().max(40).nullable().optional(),
  ...(Object.fromEntries(emailPayloadTotals.map((k) => [k, result])) as Record<
    (typeof emailPayloadTotals)[number],
    typeof result
  >),
  replacePartsCost: result.optional(),
  lang: emailLang,
});
export type SendEmailBody = z.input<typeof sendEmailBody>;
