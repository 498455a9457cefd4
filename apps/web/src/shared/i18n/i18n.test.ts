import { describe, expect, it } from 'vitest';
import { i18n, loadArea } from './i18n';

describe('the messages of an area', () => {
  it('are added to the language shown without re-rendering what is already shown', async () => {
    await loadArea('common');
    i18n.activate('en');
    let changes = 0;
    const off = i18n.on('change', () => changes++);
    try {
      expect(i18n._('notifications.title')).toBe('notifications.title');
      await loadArea('notifications');
      expect(changes).toBe(0);
      expect(i18n._('notifications.title')).toBe('Notifications');
      expect(i18n._('common.pageTitle', { screen: 'A', site: 'B' })).toBe('A – B');
      // A language switch still tells every part to render again.
      i18n.activate('en');
      expect(changes).toBe(1);
    } finally {
      off();
    }
  });
});
