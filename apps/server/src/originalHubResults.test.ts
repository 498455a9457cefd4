import { describe, expect, it } from 'vitest';
import { withSampleApp } from './test/app.js';

/** The hub calls of the maker's original 2020 web client (nikhil263/AftermarketWebApp), made as it
 * makes them, and what it reads of their answers. */
const t = withSampleApp();

const get = async (url: string) => {
  const r = await t.app.inject({ url, headers: t.headers });
  return { status: r.statusCode, body: r.json() as { Status: string; Results?: Record<string, unknown>[] } };
};

describe('the questionnaire results page', () => {
  // Its last page asks the matching hubs with every answer given and no inclv, then draws each hub from
  // that answer: the heading and notices from PartStatus and IsAftermarket, the name from
  // AftermarketDescription (lower-cased on the page of two hubs), the picture from Images[0].ImageGuid,
  // the note from GawrNote.
  it.each(['v14', 'v11'])('gets each hub whole when asked without inclv (%s)', async (v) => {
    const { status, body } = await get(`/api/${v}/hubassembly/filtervalues/hanum?tcomp=1&brkty=1&hatyp=1`);
    expect(status).toBe(200);
    expect(body.Status).toBe('OK');
    expect(body.Results!.length).toBeGreaterThan(1);
    for (const hub of body.Results!) {
      expect(typeof hub.AftermarketDescription).toBe('string');
      expect(typeof hub.PartStatus).toBe('string');
      expect(typeof hub.IsAftermarket).toBe('boolean');
      expect(typeof hub.HubAssemblyNumber).toBe('string');
      expect(typeof (hub.Images as { ImageGuid: string }[])[0]!.ImageGuid).toBe('string');
      expect(hub.GawrNote).toEqual({
        Text: expect.any(String),
        Links: expect.toSatisfy((l) => l === null || Array.isArray(l)),
      });
    }
    const cards = await get(`/api/${v}/hubassembly/filtervalues/hanum?tcomp=1&brkty=1&hatyp=1&inclv=1`);
    expect(body).toEqual(cards.body);
  });
});
