import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterFilters, routeSuggestion, type PartSuggestion, displayStatus } from '@wheelend/domain';
import { createTestApp, importSample } from '../../test/app.js';
import { LEGACY_HUB } from '../../catalog/sample/build.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, importSample);
}, 120_000);
afterAll(() => t.close());

const get = async (url: string) => {
  const r = await t.app.inject({ url, headers: t.headers });
  expect(r.statusCode, url).toBe(200);
  return r.json();
};

describe('a hub without a filter set, on the sample', () => {
  it.each([LEGACY_HUB.number, LEGACY_HUB.competitor[1], '017 4052'])(
    'the home search for %s ends on /hub/not-available',
    async (text) => {
      const s = await get(`/api/v11/partnumbers/withaftermarketnumbers/${encodeURIComponent(text)}`);
      const hit: PartSuggestion = s.Results[0];
      expect(hit).toMatchObject({ PartTypeId: 115, PartNumber: LEGACY_HUB.number });
      const d = routeSuggestion(hit);
      expect(d.kind).toBe('filtersByInterchange');
      if (d.kind !== 'filtersByInterchange') return;
      const f = await get(`/api/v11/aftermarkethubassemblyfilters?ciid=${d.id}`);
      expect(f).toEqual({ Status: 'ZERO_RESULTS' });
      expect(afterFilters(d, f)).toEqual({
        kind: 'navigate',
        to: `/hub/not-available/${LEGACY_HUB.number}`,
        delayMs: 0,
      });
    },
  );

  it('the hub number search reaches it too', async () => {
    const s = await get(`/api/v11/hubassemblynumbers/withaftermarkethubassemblies/${LEGACY_HUB.number}`);
    expect(s.Results).toHaveLength(1);
    const f = await get(`/api/v11/aftermarkethubassemblyfilters?chaid=${s.Results[0].CompetitorHubAssemblyNumberId}`);
    expect(f.Status).toBe('ZERO_RESULTS');
  });

  it('its parts and status are what the not-available page shows', async () => {
    const p = await get(`/api/v11/aftermarketparts?hanum=${LEGACY_HUB.number}`);
    const hub = p.Results[0];
    expect(hub).toMatchObject({ HubAssemblyNumber: LEGACY_HUB.number, Status: 'Terminated', IsAftermarket: false });
    expect(displayStatus(hub.Status, hub.IsAftermarket)).toBe('Not Available');
    expect(hub.AftermarketParts.map((x: { PartNumber: string }) => x.PartNumber).sort()).toEqual(
      LEGACY_HUB.parts.map(([n]) => n).sort(),
    );
    expect(
      hub.AftermarketParts.every((x: { Description: string }) => x.Description !== '' && !/^\d+$/.test(x.Description)),
    ).toBe(true);
  });

  it('is a real hub (details) that no questionnaire path offers', async () => {
    const d = await get(`/api/v11/hubassemblydetails/${LEGACY_HUB.number}`);
    expect(d.Results[0]).toMatchObject({
      HubAssemblyNumber: LEGACY_HUB.number,
      Status: 'Terminated',
      IsAftermarket: false,
    });
    const drive = await get('/api/v14/hubassembly/filtervalues/hanum?tcomp=1&brkty=1&aaxna=3&hcmty=1&inclv=1');
    expect(drive.Results.length).toBeGreaterThan(0);
    expect(drive.Results.map((h: { HubAssemblyNumber: string }) => h.HubAssemblyNumber)).not.toContain(
      LEGACY_HUB.number,
    );
  });
});
