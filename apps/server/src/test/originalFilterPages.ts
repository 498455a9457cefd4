/**
 * A model of the filter pages of the maker's original 2020 web client (its drum and rotor finders),
 * written from what those pages do, to check that our answers carry such a client to a result:
 *
 * - the category list is read once; the first page is the category at position 1;
 * - a page's values are asked as `/filtervalues/{code}?inclv=2&{the address's answers}`;
 * - a click on a value of the category at position i adds `code=value` to the address and opens the
 *   category at i + 1; a click on `bcdia` opens the category at position 0 (the rotor pages also wrap
 *   from the last position to position 0);
 * - a page whose answer has exactly one value answers it by itself, without changing the address: it
 *   asks the next category's values with the address's answers and that one value (the drum pages, for
 *   a single `bcdia`, and the rotor pages, for the last category, send the value under the name at
 *   position 0 and ask position 0); the drum pages do this even for a list of one drum;
 * - the drum pages draw `bcdia`, `pidia`, `shwid`, `szdia` and `holes` as plain numbers and `tmake`,
 *   `axpos` as objects (`Id`, `Name`); the rotor pages draw `axpos`, `brtyp` as objects and `bsdia`,
 *   `ovlgt` as plain numbers (with `toFixed`), and have no page for `bcdia`;
 * - parts in the answer (`BrakeDrumNumber`, `BrakeRotorNumber` on the first) show the result list; an
 *   answer without `Results` makes the page throw.
 *
 * The simulated user picks the first value on every page. The walk ends on a result list that stays,
 * or fails with what the client would have shown.
 */

type Answer = { Status?: string; Results?: unknown[] };
export type Fetch = (path: string) => Promise<{ status: number; body: Answer }>;
export type Walk = { ok: true; results: unknown[]; calls: string[] } | { ok: false; why: string; calls: string[] };

type Kind = 'drum' | 'rotor';
const base = { drum: 'brakedrum', rotor: 'brakerotor' } as const;
const partKey = { drum: 'BrakeDrumNumber', rotor: 'BrakeRotorNumber' } as const;
const pages = {
  drum: { plain: ['bcdia', 'pidia', 'shwid', 'szdia', 'holes'], objects: ['tmake', 'axpos'] },
  rotor: { plain: ['bsdia', 'ovlgt'], objects: ['axpos', 'brtyp'] },
} as const;

const idOf = (v: unknown) =>
  v !== null && typeof v === 'object' && (v as { Id?: unknown }).Id !== undefined ? (v as { Id: unknown }).Id : v;

export async function walkOriginalFilters(kind: Kind, fetch: Fetch, maxCalls = 60): Promise<Walk> {
  const calls: string[] = [];
  const root = `/api/v11/${base[kind]}`;
  const categories = (await fetch(`${root}/filtercategories/`)).body as unknown as { QueryParameterName: string }[];
  const list = categories.map((c) => c.QueryParameterName);
  const fail = (why: string): Walk => ({ ok: false, why, calls });

  // The page's state: the category of the address, the answers of the address, the last values asked.
  let address = { code: list[1], answers: '' };
  let asked = { code: address.code, values: undefined as unknown[] | undefined };
  let afterBcdia = false;
  const isParts = (values?: unknown[]) =>
    !!values?.[0] && typeof values[0] === 'object' && partKey[kind] in (values[0] as object);

  const ask = async (code: string | undefined, answers: string) => {
    const path = `${root}/filtervalues/${code}?inclv=2${answers ? `&${answers}` : ''}`;
    calls.push(path);
    const r = await fetch(path);
    asked = { code: String(code), values: r.body.Results };
    return r;
  };
  const withPair = (answers: string, code: string, value: unknown) => `${answers}${answers ? '&' : ''}${code}=${value}`;

  await ask(address.code, address.answers);
  // Where a page goes from the values it was given, until the address changes or the page stays.
  for (;;) {
    if (calls.length > maxCalls) return fail('the pages keep asking');
    const values = asked.values;
    if (values === undefined) return fail(`the page throws on ${calls[calls.length - 1]}`);
    const index = list.indexOf(asked.code);
    if (isParts(values)) {
      // The drum pages answer a list of one drum by itself too, unless a single bcdia led to it.
      if (kind === 'drum' && values.length === 1 && !afterBcdia) {
        await ask(list[index + 1], withPair(address.answers, asked.code, idOf(values[0])));
        continue;
      }
      return { ok: true, results: values, calls };
    }
    if (values.length === 1) {
      const id = idOf(values[0]);
      const last = kind === 'drum' ? asked.code === 'bcdia' : index === list.length - 1;
      afterBcdia = kind === 'drum' && last;
      if (last) await ask(list[0], withPair(address.answers, list[0], id));
      else await ask(list[index + 1], withPair(address.answers, list[index], id));
      continue;
    }
    // A page the user reads: its values must be drawn as that page draws them.
    const shown = pages[kind];
    const plain = (shown.plain as readonly string[]).includes(asked.code);
    const objects = (shown.objects as readonly string[]).includes(asked.code);
    if (!plain && !objects) return fail(`no page draws ${asked.code} (${calls[calls.length - 1]})`);
    if (plain && !values.every((v) => typeof v === 'number')) return fail(`${asked.code} values are not plain numbers`);
    if (objects && !values.every((v) => typeof v === 'object' && v !== null && 'Name' in v))
      return fail(`${asked.code} values are not objects with a Name`);
    if (values.length === 0) return fail(`an empty page for ${asked.code}`);
    // The user picks the first value: the address gains it and names the next category.
    const from = asked.code;
    const at = from === 'bcdia' ? -1 : list.indexOf(from);
    const next = kind === 'rotor' && at + 1 === list.length ? list[0] : list[at + 1];
    // The rotor pages send a value's Id when it is truthy, else the value itself.
    const first = values[0] as { Id?: unknown };
    const sent = kind === 'rotor' && typeof first === 'object' && !first.Id ? String(first) : idOf(first);
    address = { code: next, answers: withPair(address.answers, from, sent) };
    afterBcdia = false;
    await ask(address.code, address.answers);
  }
}
