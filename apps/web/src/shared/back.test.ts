import { describe, expect, it } from 'vitest';
import { backAction } from './back';

describe('backAction', () => {
  it.each([
    ['history back by one', { historyIndex: 3 }, { kind: 'history', delta: -1 }],
    ['back by two', { backSteps: 2, historyIndex: 2 }, { kind: 'history', delta: -2 }],
    ['a fixed link wins over history', { backTo: '/hub/search', historyIndex: 5 }, { kind: 'link', to: '/hub/search' }],
    ['link to /notification', { backTo: '/notification', historyIndex: 0 }, { kind: 'link', to: '/notification' }],
    ['opened directly: home', { historyIndex: 0 }, { kind: 'link', to: '/hub' }],
    [
      'too short for two: fallback',
      { backSteps: 2, historyIndex: 1, fallback: '/hub/search' },
      { kind: 'link', to: '/hub/search' },
    ],
    ['nonsense steps count as one', { backSteps: 0, historyIndex: 1 }, { kind: 'history', delta: -1 }],
  ] as const)('%s', (_name, opts, action) => {
    expect(backAction(opts)).toEqual(action);
  });
});
