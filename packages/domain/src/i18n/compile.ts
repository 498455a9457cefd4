import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { pseudoText } from './pseudo';

export type { CompiledMessage };
export type CompiledCatalog = Record<string, CompiledMessage>;

/** A catalog of ICU messages compiled ahead of time with Lingui's compiler, so that no parser runs in
 * the browser; `pseudo` makes the pseudo-locale from the English catalog. Throws on a malformed message,
 * naming its key. */
export function compileCatalog(messages: Record<string, string>, pseudo = false): CompiledCatalog {
  const out: CompiledCatalog = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      out[key] = compileMessageOrThrow(message, pseudo ? pseudoText : undefined);
    } catch (e) {
      throw new Error(`Message ${key} is not valid ICU: ${(e as Error).message}`);
    }
  }
  return out;
}
