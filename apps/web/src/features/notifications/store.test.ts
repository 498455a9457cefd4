import { afterEach, describe, expect, it, vi } from 'vitest';

/** A localStorage that counts its reads. */
function countingStorage(items: Record<string, string>) {
  const reads: string[] = [];
  const storage = {
    getItem: (key: string) => (reads.push(key), items[key] ?? null),
    setItem: (key: string, value: string) => void (items[key] = value),
    removeItem: (key: string) => void delete items[key],
  };
  return { storage, reads };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the notification store', () => {
  it('reads the device’s list at its first use, not as its module loads', async () => {
    const list = [{ Id: 7, Title: 'Kept', Message: '', seen: true }];
    const { storage, reads } = countingStorage({ 'app.notifications': JSON.stringify(list) });
    vi.stubGlobal('localStorage', storage);
    const store = await import('./store');
    expect(reads).toEqual([]);
    expect(store.getNotifications()).toEqual(list);
    expect(reads).toContain('app.notifications');
    const count = reads.length;
    store.getNotifications();
    expect(reads).toHaveLength(count);
  });
});
