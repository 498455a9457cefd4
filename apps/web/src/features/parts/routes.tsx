import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { KIT_KINDS, KIT_PAGES } from '@wheelend/domain';
import { inArea } from '../../shared/i18n';

const ChoosePath = lazy(inArea('parts', () => import('./pages/ChoosePath')));
const Search = lazy(inArea('parts', () => import('./pages/Search')));
// A screen with a print sheet loads the sheet's messages with its own, not after its first render.
const Results = lazy(
  inArea(
    'parts',
    inArea('print', () => import('./pages/Results')),
  ),
);
const Help = lazy(inArea('parts', () => import('./pages/Help')));
const HelpDetail = lazy(inArea('parts', () => import('./pages/HelpDetail')));
// A kit's axle choices are the hub questionnaire's answers, in its words.
const KitPage = lazy(
  inArea(
    'parts',
    inArea(
      'print',
      inArea(
        'words',
        inArea('hub', () => import('./pages/KitPage')),
      ),
    ),
  ),
);

export const partsRoutes: RouteObject[] = [
  { path: 'parts/choose-path', element: <ChoosePath /> },
  { path: 'parts/search', element: <Search /> },
  { path: 'parts/search/:id', element: <Results /> },
  { path: 'parts/help', element: <Help /> },
  { path: 'parts/help/detail', element: <HelpDetail /> },
  ...KIT_KINDS.map((kind) => ({ path: `hub/${KIT_PAGES[kind].page}/:partNumber`, element: <KitPage kind={kind} /> })),
  { path: 'hub/bearing-filter-detail/:partNumber/:filterId', element: <KitPage kind="bearing" /> },
];
