import { describe, expect, it } from 'vitest';
import { strict } from './strict';
import { gawrNote, hubFilterSetAnswer } from './hub';
import { notifications } from './notifications';

const note = { Text: 'See {{link}}.', Links: ['a.pdf'] };

describe('strict', () => {
  it('refuses a field the contract does not name, at any depth', () => {
    const schema = strict(notifications);
    const n = {
      Id: 1,
      Title: 't',
      Message: 'm',
      Link: null,
      IsUpdateButton: false,
      UpdateLink: null,
      TargetOS: 'Web',
      Version: null,
      Sticky: false,
      IsSilent: false,
    };
    expect(schema.safeParse([n]).success).toBe(true);
    expect(notifications.safeParse([{ ...n, Extra: 1 }]).success).toBe(true);
    expect(schema.safeParse([{ ...n, Extra: 1 }]).success).toBe(false);
    expect(schema.safeParse({ Status: 'OK', Results: [n] }).success).toBe(false);
  });

  it('refuses a renamed field and a note link given as an object', () => {
    const schema = strict(gawrNote);
    expect(schema.safeParse(note).success).toBe(true);
    expect(schema.safeParse({ ...note, Links: [{ Title: 'A', Url: 'a.pdf' }] }).success).toBe(false);
    expect(schema.safeParse({ Txt: note.Text, Links: note.Links }).success).toBe(false);
  });

  it('keeps records and the zero-results answer without Results', () => {
    const schema = strict(hubFilterSetAnswer);
    expect(schema.safeParse({ Status: 'OK', Results: { tcomp: 1, hanum: 7 } }).success).toBe(true);
    expect(schema.safeParse({ Status: 'OK', Results: [{ QueryParameterName: 'tcomp', Id: 1 }] }).success).toBe(false);
    expect(schema.safeParse({ Status: 'ZERO_RESULTS' }).success).toBe(true);
    expect(schema.safeParse({ Status: 'ZERO_RESULTS', Results: [] }).success).toBe(false);
  });
});
