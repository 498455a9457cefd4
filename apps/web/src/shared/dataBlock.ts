/** A JSON data block the server wrote into the page (by its id), taken once: the block leaves the page.
 * Undefined when there is none or it does not parse. */
export function takeDataBlock(id: string): unknown {
  const block = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!block) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
