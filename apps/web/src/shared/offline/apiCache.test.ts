import { describe, expect, it } from 'vitest';
import { savedForOffline } from './apiCache';

describe('savedForOffline', () => {
  it.each([
    '/api/v11/aftermarkethubassemblyfilters',
    '/api/v14/hubassembly/filtervalues/hanum',
    '/api/v11/brakedrum/summaries',
    '/api/v11/brakedrum/details/576',
    '/api/v11/kits/CompetitorPartNumberDetails/10031065',
  ])('%s is saved for use offline', (path) => {
    expect(savedForOffline(path)).toBe(true);
  });

  it.each([
    '/api/v11/partnumbers/withaftermarketnumbers/CD08',
    '/api/v11/hubassemblynumbers/withaftermarkethubassemblies/1003',
    '/api/v11/hubassemblynumbers/withaftermarketparts/1003',
    '/api/v11/brakedrum/interchanges/3600',
    '/api/v11/brakerotor/interchanges/ab',
    '/api/v11/offline/catalog',
    '/api/v11/Session',
    '/cdn/images/x.png',
  ])('%s is not', (path) => {
    expect(savedForOffline(path)).toBe(false);
  });
});
