/** Notification rules: merging the server list into local storage, unseen count, pop-up
 * eligibility, ignore counting, platform and version targeting. */
import type { z } from 'zod';
import type { notification } from './contract/notifications';

export const TARGET_OS = ['Android', 'iOS', 'Web'] as const;
export type TargetOS = (typeof TARGET_OS)[number];

export type ServerNotification = z.infer<typeof notification>;

export type StoredNotification = ServerNotification & {
  /** Pop-up openings in which the notification was shown and then dismissed. */
  ignore: number;
  /** Shown in the pop-up that is open now; added to `ignore` when it closes. */
  ignoreTemp: number;
  seen: boolean;
};

/** Hidden from the pop-up once ignored more than this many times. */
export const IGNORE_LIMIT = 2;

export type Platform = 'iOS' | 'Android' | 'Mac OS' | 'Windows' | 'Linux' | 'Unknown';

export type Environment = { platform: Platform; version: string | null };

/** The platform from a user agent; iPadOS reports itself as a Mac with a touch screen. */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'iOS';
  if (/Android/i.test(userAgent)) return 'Android';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return maxTouchPoints > 1 ? 'iOS' : 'Mac OS';
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/Linux|X11|CrOS/i.test(userAgent)) return 'Linux';
  return 'Unknown';
}

/** iOS and Android are themselves; every other platform is the Web. */
export function targetOf(platform: Platform): TargetOS {
  return platform === 'iOS' || platform === 'Android' ? platform : 'Web';
}

/** -1, 0 or 1 comparing dotted versions numerically ('2.10' > '2.9'; missing parts are 0). */
export function compareVersions(a: string, b: string): number {
  const pa = a
    .trim()
    .split('.')
    .map((p) => Number.parseInt(p, 10) || 0);
  const pb = b
    .trim()
    .split('.')
    .map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** A rule '<X' matches a missing or lower stored version; any other rule must equal it.
 * A notification without a version rule matches every version. */
export function matchesVersion(rule: string | null | undefined, stored: string | null | undefined): boolean {
  const r = rule?.trim();
  if (!r) return true;
  const s = stored?.trim() || null;
  if (r.startsWith('<')) return s === null || compareVersions(s, r.slice(1)) < 0;
  return s !== null && compareVersions(s, r) === 0;
}

export function matchesPlatform(n: Pick<ServerNotification, 'TargetOS'>, platform: Platform): boolean {
  return n.TargetOS === targetOf(platform);
}

/** Whether the notification is meant for this device and app version. */
export function appliesTo(n: Pick<ServerNotification, 'TargetOS' | 'Version'>, env: Environment): boolean {
  return matchesPlatform(n, env.platform) && matchesVersion(n.Version, env.version);
}

/** The server list merged into what is stored: new ones are added unseen, ones no longer on the
 * server are dropped, kept ones take the server's fields and keep their local fields. With
 * nothing stored yet (the very first load) every notification is stored unseen. */
export function mergeNotifications(
  stored: StoredNotification[] | null | undefined,
  server: ServerNotification[],
): StoredNotification[] {
  const byId = new Map((stored ?? []).map((n) => [n.Id, n]));
  return server.map((n) => {
    const old = byId.get(n.Id);
    return old
      ? { ...n, ignore: old.ignore, ignoreTemp: old.ignoreTemp, seen: old.seen }
      : { ...n, ignore: 0, ignoreTemp: 0, seen: false };
  });
}

/** Notifications for this device and version, in server order. */
export function visibleNotifications<T extends StoredNotification>(list: T[], env: Environment): T[] {
  return list.filter((n) => appliesTo(n, env));
}

/** Unseen notifications among those meant for this device and version. */
export function unseenCount(list: StoredNotification[], env: Environment): number {
  return visibleNotifications(list, env).filter((n) => !n.seen).length;
}

/** A notification may appear in the pop-up: unseen, ignored at most twice, not silent. */
export function popupCandidate(n: StoredNotification): boolean {
  return !n.seen && n.ignore <= IGNORE_LIMIT && !n.IsSilent;
}

/** The slides of the pop-up, in order. */
export function popupSlides(list: StoredNotification[], env: Environment): StoredNotification[] {
  return visibleNotifications(list, env).filter(popupCandidate);
}

/** The pop-up opens on /hub when the user is not coming back, the session has not chosen to
 * ignore notifications, and at least one slide exists. */
export function shouldOpenPopup(opts: {
  list: StoredNotification[];
  env: Environment;
  sessionIgnored: boolean;
  comingBack: boolean;
}): boolean {
  if (opts.comingBack || opts.sessionIgnored) return false;
  return popupSlides(opts.list, opts.env).length > 0;
}

/** The slides now visible (first and last of the view) have been shown: their temporary
 * ignore counter rises by one. Sticky ones never count as ignored: both counters go to 0. */
export function markShown(list: StoredNotification[], visibleIds: number[]): StoredNotification[] {
  const ids = new Set(visibleIds);
  return list.map((n) => {
    if (!ids.has(n.Id)) return n;
    if (n.Sticky) return { ...n, ignore: 0, ignoreTemp: 0 };
    return { ...n, ignoreTemp: n.ignoreTemp + 1 };
  });
}

/** Closing the pop-up: every notification shown in it counts as ignored once more (however
 * often it was shown in this opening), and the temporary counters start again at 0. */
export function closePopup(list: StoredNotification[]): StoredNotification[] {
  return list.map((n) => {
    if (n.Sticky) return { ...n, ignore: 0, ignoreTemp: 0 };
    if (n.ignoreTemp <= 0) return n;
    return { ...n, ignore: n.ignore + 1, ignoreTemp: 0 };
  });
}

/** Opening a detail marks the notification seen, unless it is Sticky. */
export function markSeen(list: StoredNotification[], id: number): StoredNotification[] {
  return list.map((n) => (n.Id === id && !n.Sticky && !n.seen ? { ...n, seen: true } : n));
}

/** Link as a list, whether the server sent one string, a list or nothing. */
export function linksOf(n: Pick<ServerNotification, 'Link'>): string[] {
  if (!n.Link) return [];
  return (Array.isArray(n.Link) ? n.Link : [n.Link]).filter((l) => l.trim() !== '');
}
