/**
 * GS1 element strings (GS1 General Specifications, section 3 and 7.8): the application identifiers
 * (AIs) a box label carries, as scanned (FNC1 as the GS character, after a ']C1', ']d2', ']Q3',
 * ']e0' or ']J1' symbology identifier), as printed under the bars ('(01)…(10)…'), or in a GS1
 * Digital Link URL ('…/01/{gtin}/10/{lot}?240={part}').
 */
export type Gs1 = Map<string, string>;

const GS = '\x1d';
const symbology = /^\](C1|d2|Q3|e0|J1)/;

/** The length of the AI at the start of `s` and the fixed length of its data (undefined: variable,
 * ended by GS), after the GS1 tables of predefined lengths; undefined for AIs we do not know. */
function aiAt(s: string): { len: number; fixed?: number } | undefined {
  const two = s.slice(0, 2);
  const three = s.slice(0, 3);
  if (two === '00') return { len: 2, fixed: 18 };
  if (two === '01' || two === '02' || two === '03') return { len: 2, fixed: 14 };
  if (['11', '12', '13', '15', '16', '17'].includes(two)) return { len: 2, fixed: 6 };
  if (two === '20') return { len: 2, fixed: 2 };
  if (['10', '21', '22', '30', '37'].includes(two) || /^9\d$/.test(two)) return { len: 2 };
  if (/^3[1-6]\d\d$/.test(s.slice(0, 4))) return { len: 4, fixed: 6 };
  if (three === '402') return { len: 3, fixed: 17 };
  if (/^41\d$/.test(three)) return { len: 3, fixed: 13 };
  if (three === '426') return { len: 3, fixed: 3 };
  if (/^(2[345]|4[02]|71)\d$/.test(three)) return { len: 3 };
  const four = s.slice(0, 4);
  if (four === '7001' || four === '8001') return { len: 4, fixed: four === '7001' ? 13 : 14 };
  if (four === '7003') return { len: 4, fixed: 10 };
  if (four === '8005') return { len: 4, fixed: 6 };
  if (['8006', '8017', '8018'].includes(four)) return { len: 4, fixed: 18 };
  if (/^(39|7[0-2]|8[0-2])\d\d$/.test(four)) return { len: 4 };
  return undefined;
}

/** Elements of a bracketed string: '(01)09506000134352(240)RH-4410'. */
function parseBracketed(text: string): Gs1 | undefined {
  const out: Gs1 = new Map();
  const re = /\((\d{2,4})\)([^(]*)/gy;
  let m: RegExpExecArray | null;
  let end = 0;
  while ((m = re.exec(text))) {
    out.set(m[1], m[2]);
    end = re.lastIndex;
  }
  return end === text.length && out.size ? out : undefined;
}

/** Elements of a raw element string, FNC1 written as GS. */
function parseRaw(text: string): Gs1 | undefined {
  const out: Gs1 = new Map();
  let s = text.replace(/^\x1d+/, '');
  while (s.length) {
    const ai = aiAt(s);
    if (!ai) return undefined;
    const code = s.slice(0, ai.len);
    s = s.slice(ai.len);
    const stop = ai.fixed ?? (s.includes(GS) ? s.indexOf(GS) : s.length);
    if (s.length < stop) return undefined;
    out.set(code, s.slice(0, stop));
    s = s.slice(stop).replace(/^\x1d+/, '');
  }
  return out.size ? out : undefined;
}

/** The GS1 elements of a scanned text, or undefined when it is not a GS1 element string. */
export function parseGs1(text: string): Gs1 | undefined {
  if (/^\(\d{2,4}\)/.test(text)) return parseBracketed(text);
  const marked = symbology.exec(text);
  if (marked) {
    const rest = text.slice(marked[0].length);
    return /^\(\d{2,4}\)/.test(rest) ? parseBracketed(rest) : parseRaw(rest);
  }
  // A reader that drops the leading FNC1 leaves no mark: a string that opens with an SSCC or a
  // GTIN and reads whole as element strings is taken as one.
  return text.includes(GS) || /^(00\d{18}|01\d{14})/.test(text) ? parseRaw(text) : undefined;
}

/** The segments of a URL's path, decoded; a segment with a broken escape ('%E0%A4%A') as written. */
export function pathSegments(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** The GS1 elements of a Digital Link URL: AI/value pairs in the path, AIs in the query. */
export function parseDigitalLink(url: URL): Gs1 | undefined {
  const parts = pathSegments(url);
  const out: Gs1 = new Map();
  const start = parts.findIndex((p, i) => /^(01|00|8006|8017|8018|414|417)$/.test(p) && i + 1 < parts.length);
  if (start < 0) return undefined;
  for (let i = start; i + 1 < parts.length; i += 2) {
    if (!/^\d{2,4}$/.test(parts[i])) return undefined;
    out.set(parts[i], parts[i + 1]);
  }
  for (const [k, v] of url.searchParams) if (/^\d{2,4}$/.test(k)) out.set(k, v);
  return out;
}
