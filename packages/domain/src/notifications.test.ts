import { describe, expect, it } from 'vitest';
import {
  appliesTo,
  closePopup,
  compareVersions,
  detectPlatform,
  linksOf,
  markSeen,
  markShown,
  matchesVersion,
  mergeNotifications,
  popupCandidate,
  popupSlides,
  shouldOpenPopup,
  targetOf,
  unseenCount,
  type Environment,
  type Platform,
  type ServerNotification,
  type StoredNotification,
} from './notifications';

function server(id: number, over: Partial<ServerNotification> = {}): ServerNotification {
  return {
    Id: id,
    Title: `N${id}`,
    Message: '<p>m</p>',
    Link: null,
    IsUpdateButton: false,
    UpdateLink: null,
    TargetOS: 'Web',
    Version: null,
    Sticky: false,
    IsSilent: false,
    ...over,
  };
}
function stored(id: number, over: Partial<StoredNotification> = {}): StoredNotification {
  return { ...server(id), ignore: 0, ignoreTemp: 0, seen: false, ...over };
}
const web: Environment = { platform: 'Windows', version: null };

describe('mergeNotifications', () => {
  it('stores every notification unseen on the very first load', () => {
    const merged = mergeNotifications(null, [server(1), server(2), server(3)]);
    expect(merged.map((n) => [n.Id, n.seen, n.ignore, n.ignoreTemp])).toEqual([
      [1, false, 0, 0],
      [2, false, 0, 0],
      [3, false, 0, 0],
    ]);
    expect(unseenCount(merged, web)).toBe(3);
  });

  it('adds new ones, drops ones gone from the server, keeps local fields of the rest', () => {
    const before = [stored(1, { seen: true, ignore: 2, ignoreTemp: 1 }), stored(2, { ignore: 1 })];
    const merged = mergeNotifications(before, [server(1, { Title: 'renamed' }), server(3)]);
    expect(merged).toEqual([
      { ...server(1, { Title: 'renamed' }), seen: true, ignore: 2, ignoreTemp: 1 },
      { ...server(3), seen: false, ignore: 0, ignoreTemp: 0 },
    ]);
  });

  it('empties the store when the server has none', () => {
    expect(mergeNotifications([stored(1)], [])).toEqual([]);
  });
});

describe('unseenCount', () => {
  it.each([
    ['all unseen', [stored(1), stored(2)], 2],
    ['one seen', [stored(1, { seen: true }), stored(2)], 1],
    ['all seen', [stored(1, { seen: true })], 0],
    ['other platform not counted', [stored(1, { TargetOS: 'iOS' }), stored(2)], 1],
    ['other version not counted', [stored(1, { Version: '3.0' }), stored(2)], 1],
    ['silent ones count', [stored(1, { IsSilent: true })], 1],
  ])('%s', (_name, list, count) => {
    expect(unseenCount(list, web)).toBe(count);
  });
});

describe('popup eligibility', () => {
  it.each([
    ['fresh', {}, true],
    ['seen', { seen: true }, false],
    ['ignored twice', { ignore: 2 }, true],
    ['ignored three times', { ignore: 3 }, false],
    ['silent', { IsSilent: true }, false],
  ] as const)('%s notification: %s', (_name, over, ok) => {
    expect(popupCandidate(stored(1, over))).toBe(ok);
  });

  it.each([
    ['an eligible one exists', { sessionIgnored: false, comingBack: false }, [stored(1)], true],
    ['the session chose to ignore them', { sessionIgnored: true, comingBack: false }, [stored(1)], false],
    ['the user is coming back', { sessionIgnored: false, comingBack: true }, [stored(1)], false],
    [
      'all seen or silent',
      { sessionIgnored: false, comingBack: false },
      [stored(1, { seen: true }), stored(2, { IsSilent: true })],
      false,
    ],
    [
      'only for another platform',
      { sessionIgnored: false, comingBack: false },
      [stored(1, { TargetOS: 'Android' })],
      false,
    ],
    ['nothing stored', { sessionIgnored: false, comingBack: false }, [], false],
  ])('opens when %s: %s', (_name, flags, list, open) => {
    expect(shouldOpenPopup({ list, env: web, ...flags })).toBe(open);
  });

  it('slides keep server order and skip the ineligible', () => {
    const list = [stored(1), stored(2, { ignore: 3 }), stored(3), stored(4, { TargetOS: 'iOS' })];
    expect(popupSlides(list, web).map((n) => n.Id)).toEqual([1, 3]);
  });
});

describe('ignore counting', () => {
  it('LATER three times across visits hides a notification', () => {
    let list = [stored(1)];
    for (let visit = 1; visit <= 3; visit++) {
      expect(popupSlides(list, web)).toHaveLength(1);
      list = closePopup(markShown(list, [1]));
      expect(list[0].ignore).toBe(visit);
    }
    expect(popupSlides(list, web)).toHaveLength(0);
  });

  it('raises the temporary counter of the first and last visible slide only', () => {
    const list = markShown([stored(1), stored(2), stored(3)], [1, 3]);
    expect(list.map((n) => n.ignoreTemp)).toEqual([1, 0, 1]);
  });

  it('counts a notification once per opening however often it was shown', () => {
    let list = [stored(1), stored(2)];
    list = markShown(list, [1]);
    list = markShown(list, [2]);
    list = markShown(list, [1]);
    expect(list.map((n) => n.ignoreTemp)).toEqual([2, 1]);
    list = closePopup(list);
    expect(list.map((n) => [n.ignore, n.ignoreTemp])).toEqual([
      [1, 0],
      [1, 0],
    ]);
  });

  it('does not count slides that were never shown', () => {
    const list = closePopup(markShown([stored(1), stored(2)], [1]));
    expect(list.map((n) => n.ignore)).toEqual([1, 0]);
  });

  it('resets Sticky ones to 0 instead of raising them', () => {
    let list = [stored(1, { Sticky: true, ignore: 2, ignoreTemp: 1 })];
    list = markShown(list, [1]);
    expect(list[0]).toMatchObject({ ignore: 0, ignoreTemp: 0 });
    for (let visit = 0; visit < 5; visit++) list = closePopup(markShown(list, [1]));
    expect(list[0].ignore).toBe(0);
    expect(popupSlides(list, web)).toHaveLength(1);
  });
});

describe('markSeen', () => {
  it('marks a normal notification seen and lowers the unseen count', () => {
    const list = markSeen([stored(1), stored(2)], 1);
    expect(list.map((n) => n.seen)).toEqual([true, false]);
    expect(unseenCount(list, web)).toBe(1);
  });

  it('leaves a Sticky notification unseen', () => {
    expect(markSeen([stored(1, { Sticky: true })], 1)[0].seen).toBe(false);
  });
});

describe('detectPlatform', () => {
  it.each<[string, number, Platform]>([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15', 5, 'iOS'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 5, 'iOS'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari', 5, 'iOS'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile', 5, 'Android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/126', 0, 'Mac OS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126', 0, 'Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/126', 0, 'Linux'],
    ['curl/8.0', 0, 'Unknown'],
  ])('%s -> %s', (ua, touch, platform) => {
    expect(detectPlatform(ua, touch)).toBe(platform);
  });

  it.each<[Platform, string]>([
    ['iOS', 'iOS'],
    ['Android', 'Android'],
    ['Mac OS', 'Web'],
    ['Windows', 'Web'],
    ['Linux', 'Web'],
    ['Unknown', 'Web'],
  ])('%s targets %s', (p, t) => {
    expect(targetOf(p)).toBe(t);
  });
});

describe('version matching', () => {
  it.each([
    ['1.9', '2.0', -1],
    ['2.0', '2.0', 0],
    ['2', '2.0.0', 0],
    ['2.10', '2.9', 1],
    ['3.0', '2.99', 1],
  ])('compareVersions(%s, %s) = %s', (a, b, r) => {
    expect(compareVersions(a, b)).toBe(r);
  });

  it.each<[string | null, string | null, boolean]>([
    ['<2.1', null, true],
    ['<2.1', '2.0', true],
    ['<2.1', '2.1', false],
    ['<2.1', '2.10', false],
    ['<2.1', '1.9.9', true],
    ['2.0', '2.0', true],
    ['2.0', '2.1', false],
    ['2.0', null, false],
    [null, null, true],
    [null, '5.0', true],
    ['', '5.0', true],
  ])('rule %s with stored %s: %s', (rule, version, ok) => {
    expect(matchesVersion(rule, version)).toBe(ok);
  });

  it.each<[ServerNotification['TargetOS'], string | null, Environment, boolean]>([
    ['Web', null, { platform: 'Linux', version: null }, true],
    ['Web', null, { platform: 'Mac OS', version: null }, true],
    ['iOS', null, { platform: 'Windows', version: null }, false],
    ['iOS', '<2.1', { platform: 'iOS', version: '2.0' }, true],
    ['Android', '<2.1', { platform: 'Android', version: '2.1' }, false],
    ['Web', '2.0', { platform: 'Windows', version: '2.0' }, true],
  ])('%s %s on %o: %s', (os, version, env, ok) => {
    expect(appliesTo(server(1, { TargetOS: os, Version: version }), env)).toBe(ok);
  });
});

describe('linksOf', () => {
  it.each<[ServerNotification['Link'], string[]]>([
    [null, []],
    ['https://a.example', ['https://a.example']],
    [['https://a.example', ' '], ['https://a.example']],
  ])('%o -> %o', (link, out) => {
    expect(linksOf({ Link: link })).toEqual(out);
  });
});
