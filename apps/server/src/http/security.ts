import { randomBytes } from 'node:crypto';

/** The Content-Security-Policy. Scripts run only from the page's nonce and what those scripts load
 * ('strict-dynamic'), plus WebAssembly compiled by them (the barcode reader of the scan dialog,
 * fetched from this origin); answers other than the page get `script-src 'none'`. DOM sinks take only
 * Trusted Types: the sanitizer's policy, and the app's default one, which passes only empty strings. */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'` : "script-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    'trusted-types dompurify default',
  ].join('; ');
}

/** The policy of an API answer: JSON is never a page, so nothing may load or frame it. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** The security headers an API answer keeps: the others (features, referrer, opener, prefetch,
 * download and cross-domain policies) govern documents, and a JSON answer would only carry their
 * bytes on every call. */
export const apiSecurityHeaders = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
];

/** Powerful browser features the app never uses, off for this origin and every frame; the camera
 * (to scan a label) for this origin only. */
export const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .concat('camera=(self)')
  .join(', ');

export const newNonce = () => randomBytes(16).toString('base64');

/** The page with a nonce on every script and module preload, and the nonce in a meta tag for the
 * preloads the bundler's loader adds later. */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<script\b/g, `<script nonce="${nonce}"`)
    .replace(/<link\b(?=[^>]*\brel="modulepreload")/g, `<link nonce="${nonce}"`)
    .replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}">`);
}
