import type { FastifyPluginAsync } from 'fastify';
import catalogInfo from './catalogInfo/routes.js';
import notifications from './notifications/routes.js';
import analytics from './analytics/routes.js';
import calculator from './calculator/routes.js';
import email from './email/routes.js';
import hubs from './hubs/routes.js';
import hubFilters from './hubs/filterRoutes.js';
import search from './search/routes.js';
import images from './images/routes.js';
import drums from './drums/routes.js';
import rotors from './rotors/routes.js';
import kits from './kits/routes.js';
import { hubCastings, partCastings } from './castings/routes.js';
import studs from './studs/routes.js';
import offline from './offline/routes.js';

/** Every HTTP module and the prefix it is mounted on. */
export const modules: { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '/api/v11', plugin: catalogInfo },
  { prefix: '/api/v11', plugin: notifications },
  { prefix: '/api/v11', plugin: analytics },
  { prefix: '/api/v11', plugin: calculator },
  { prefix: '/api/v11', plugin: email },
  { prefix: '/api/v11', plugin: hubs },
  { prefix: '/api/v14', plugin: hubFilters },
  { prefix: '/api/v11', plugin: hubFilters },
  { prefix: '/api/v11', plugin: search },
  { prefix: '/api/v11', plugin: drums },
  { prefix: '/api/v11', plugin: rotors },
  { prefix: '/api/v11', plugin: kits },
  { prefix: '/api/v1', plugin: hubCastings },
  { prefix: '/api/v11', plugin: partCastings },
  { prefix: '/api/v11', plugin: studs },
  { prefix: '/api/v11', plugin: offline },
  { prefix: '/cdn/images', plugin: images },
];
