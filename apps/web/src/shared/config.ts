import { brandIn, type Locale } from '@wheelend/domain';
import type { Brand } from '@wheelend/domain/contract';

export type { Brand };

/** What the server writes into index.html: the public API key and the brand settings. */
export type AppConfig = { apiKey: string; brand: Brand };

const fallback: AppConfig = {
  apiKey: 'public-web-key-0001',
  brand: {
    name: 'Northwind Wheel End',
    product: 'Northwind',
    phone: '1-800-555-0142',
    currency: 'USD',
    links: {
      contact: 'https://www.example.com/northwind/contact',
      website: 'https://www.example.com/northwind',
      literature: 'https://www.example.com/northwind/literature',
      training: 'https://www.example.com/northwind/hub-training',
      privacy: 'https://www.example.com/northwind/privacy',
      terms: 'https://www.example.com/northwind/terms',
      disclaimer: 'https://www.example.com/northwind/wheel-end-disclaimer',
      warrantyPdf: 'https://www.example.com/northwind/docs/preset-plus-warranty.pdf',
      bearingXref: 'https://www.example.com/northwind/docs/bearing-cross-reference.pdf',
      sealXref: 'https://www.example.com/northwind/docs/seal-cross-reference.pdf',
      spindleNutXref: 'https://www.example.com/northwind/docs/spindle-nut-reference.pdf',
      findAssemblyVideo: 'https://www.example.com/northwind/videos/find-your-hub-number',
      documents: 'https://www.example.com/northwind/docs/',
    },
    hiddenRebuildKitHubs: [],
  },
};

function read(): AppConfig {
  if (typeof document === 'undefined') return fallback;
  const meta = document.querySelector('meta[name="app-config"]');
  const raw = meta?.getAttribute('content');
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as AppConfig;
  } catch {
    return fallback;
  }
}

export const appConfig = read();
/** The brand in the active language: its own names and links where the settings give them (a copy,
 * changed in place by `brandLanguage` on a switch, before the screens re-render). */
export const brand: Brand = { ...appConfig.brand };

/** The server's render of a page (server.tsx) has no page to read: the server gives what it writes in. */
export function configure(given: AppConfig) {
  Object.assign(appConfig, given);
  Object.assign(brand, given.brand);
}

export function brandLanguage(locale: Locale) {
  Object.assign(brand, brandIn(appConfig.brand, locale));
}
