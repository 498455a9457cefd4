import { parseDigitalLink, parseGs1, pathSegments, type Gs1 } from './gs1';
import { message } from './i18n/keys';

/** Barcode formats a label scan reads (the Barcode Detection API's names). */
export const scanFormats = [
  'code_128',
  'code_39',
  'upc_a',
  'upc_e',
  'ean_13',
  'ean_8',
  'qr_code',
  'data_matrix',
] as const;

/** Query parameters a box label's URL names the part number with. */
const partParams = ['pn', 'part', 'partnumber', 'part_number', 'partno', 'sku', 'item', 'number'];

/** A GTIN without the zeros that pad a UPC-A or EAN-13 to 14 digits. */
const shortGtin = (gtin: string) => gtin.replace(/^0{1,2}(?=\d{12,13}$)/, '');

/** The part number of GS1 elements: the maker's part number (240), the customer's part number
 * (241), else the GTIN (01). */
function fromGs1(e: Gs1): string | undefined {
  return e.get('240') ?? e.get('241') ?? (e.has('01') ? shortGtin(e.get('01')!) : undefined);
}

function fromUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const link = parseDigitalLink(url);
  if (link) return fromGs1(link);
  for (const [k, v] of url.searchParams) if (partParams.includes(k.toLowerCase()) && v.trim()) return v.trim();
  return pathSegments(url).pop();
}

/** The part number a scanned label holds: a GS1 element string or a URL gives the number inside it,
 * any other text is the number itself (control characters dropped, spaces trimmed). */
export function partNumberFromScan(raw: string): string {
  const text = raw.trim();
  const gs1 = parseGs1(text);
  const found = gs1 ? fromGs1(gs1) : /^https?:\/\//i.test(text) ? fromUrl(text) : undefined;
  return (found ?? text).replace(/[\x00-\x1f\x7f]/g, '').trim();
}

/** The scan dialog's texts; `box` is the name of the box the number goes into, in the reader's language. */
export const scanTexts = {
  title: message('scan.title'),
  hint: (box: string) => message('scan.hint', { box }),
  vinHint: message('scan.vinHint'),
  video: message('scan.video'),
  starting: message('scan.starting'),
  looking: message('scan.looking'),
  blocked: message('scan.blocked'),
  noCamera: message('scan.noCamera'),
  busy: message('scan.busy'),
  failed: message('scan.failed'),
};
