import { afterEach, describe, expect, it, vi } from 'vitest';
import { appVersion, onAppReset, resetAppState, saveAppVersion } from './appState';

class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('resetAppState', () => {
  it("clears 'app.' keys except notifications and the app version, and tells listeners", () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    local.setItem('app.version', '2.0');
    local.setItem('app.notifications', '[]');
    local.setItem('app.calculator.session', '12');
    local.setItem('other', 'x');
    session.setItem('app.notifications.later', '1');
    session.setItem('app.hub.wizard', '{}');
    const heard = vi.fn();
    const off = onAppReset(heard);
    resetAppState();
    off();
    expect([...Array(local.length)].map((_, i) => local.key(i)).sort()).toEqual([
      'app.notifications',
      'app.version',
      'other',
    ]);
    expect(session.getItem('app.notifications.later')).toBe('1');
    expect(session.getItem('app.hub.wizard')).toBeNull();
    expect(heard).toHaveBeenCalledOnce();
  });
});

describe('saveAppVersion', () => {
  it.each([
    ['2.0', '2.0'],
    [' 2.1.3 ', '2.1.3'],
    ['latest', null],
    ['<script>', null],
    ['2.0-beta', null],
  ])('%s is stored as %s', (input, stored) => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    saveAppVersion(input);
    expect(appVersion()).toBe(stored);
  });
});
