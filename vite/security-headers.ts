import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The security headers of the production build, written with it as `_headers` (the format static hosts read: a path
 * pattern, then indented `Name: value` lines) and served by `vite preview` from that same file, so that the e2e suite
 * runs under the policy it ships with. The policy is computed from the build: the sha256 of every inline script of the
 * built index.html, and the origins of the services the build's environment points at (VITE_API_URL, VITE_EXT_*_URL,
 * VITE_CHECKOUT_URL, VITE_FILE_ORIGINS, the sign-on clients). docs/security.md gives each directive's reason.
 */

/** What the policy is made of; every origin is a scheme://host[:port]. */
export interface PolicyInputs {
  /** 'sha256-…' sources of the inline scripts of index.html. */
  readonly scriptHashes: readonly string[];
  /** Origins the app calls: the API and each third-party service configured for the build. */
  readonly connectOrigins: readonly string[];
  /** Origins of images: uploaded files, video thumbnails, the label database's thumbnails. */
  readonly imageOrigins: readonly string[];
  /** Origins a form may be sent to besides the portal: the checkout's. */
  readonly formOrigins: readonly string[];
  /** The robot check's provider widget (only when VITE_RECAPTCHA_SITE_KEY is set). */
  readonly robotCheck: boolean;
}

/** The label database's public thumbnails (src/features/catalogue/nih-rules.ts): images by label id. */
export const LABEL_THUMBNAIL_ORIGIN = 'https://api.ods.od.nih.gov';

/** The robot check provider's own sources, as its documentation lists them for a content security policy. */
const ROBOT_CHECK_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const ROBOT_CHECK_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * The sign-on providers' token endpoints (src/lib/sso-provider.ts's PROVIDERS, a unit test keeps them equal), which
 * the portal's window calls to exchange the popup's code when that provider's client id is configured.
 */
export const SSO_TOKEN_ORIGINS: Readonly<Record<string, string>> = {
  VITE_GOOGLE_CLIENT_ID: 'https://oauth2.googleapis.com',
  VITE_MICROSOFT_CLIENT_ID: 'https://login.microsoftonline.com',
};

/**
 * The mock world's uploaded files, on an origin of their own (a port of the loopback's, mocks/world/file-server.ts):
 * images only (img-src), in the mock builds only, never a source of scripts.
 */
export const WORLD_FILE_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*'];

/** The origin of an absolute http(s) URL, or null for a path ('/api') or anything else. */
export function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url.trim())) return null;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return null;
  }
}

const unique = (values: readonly (string | null | undefined)[]) =>
  [...new Set(values.filter((v): v is string => Boolean(v)))].sort();

/** The policy's inputs from the build's environment (VITE_* variables) and the built page's inline scripts. */
export function policyInputs(
  env: Record<string, string | undefined>,
  scriptHashes: readonly string[],
  mockFileOrigins: readonly string[] = [],
): PolicyInputs {
  const api = originOf(env.VITE_API_URL);
  const services = Object.entries(env)
    .filter(([key]) => /^VITE_EXT_[A-Z0-9_]+_URL$/.test(key))
    .map(([, value]) => originOf(value));
  const tokens = Object.entries(SSO_TOKEN_ORIGINS).map(([key, origin]) => (env[key] ? origin : null));
  const files = (env.VITE_FILE_ORIGINS ?? '').split(/[\s,]+/).map((value) => originOf(value));
  return {
    scriptHashes,
    connectOrigins: unique([api, ...services, ...tokens]),
    imageOrigins: unique([api, LABEL_THUMBNAIL_ORIGIN, ...files, ...mockFileOrigins]),
    formOrigins: unique([originOf(env.VITE_CHECKOUT_URL)]),
    robotCheck: Boolean(env.VITE_RECAPTCHA_SITE_KEY),
  };
}

/** The Content-Security-Policy value. */
export function contentSecurityPolicy(p: PolicyInputs): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // No 'unsafe-inline' and no 'unsafe-eval': only the build's own files and the inline scripts it wrote itself.
    ['script-src', "'self'", ...p.scriptHashes.map((h) => `'${h}'`), ...(p.robotCheck ? ROBOT_CHECK_SCRIPTS : [])],
    // Mantine writes each component's CSS variables in its style attribute and injects its theme's variables in a
    // <style> element at run time; a static host cannot give them a nonce. Styles cannot run script.
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for the SVG icons of Mantine's CSS, blob: for the preview of a chosen file.
    ['img-src', "'self'", 'data:', 'blob:', ...p.imageOrigins],
    ['font-src', "'self'", 'data:'],
    ['media-src', "'self'", 'blob:'],
    // blob: the page's own object URLs (a chosen file read back; Playwright's trace reads the previews this way).
    ['connect-src', "'self'", 'blob:', ...p.connectOrigins],
    ['frame-src', ...(p.robotCheck ? ROBOT_CHECK_FRAMES : ["'none'"])],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...p.formOrigins],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * The browser features the portal does not use, turned off for it and anything it embeds. The clipboard is used (the
 * copy buttons) and is not listed, so it keeps the browser's default.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/** Every header the portal's pages are served with. */
export function securityHeaders(p: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(p),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // HTTPS only, for two years, subdomains included (a browser ignores it on plain http, as in the mock modes).
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // Another site's window never shares a browsing context group with the portal's; the popups the portal opens
    // (the sign-on provider, a receipt) still answer it.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    // The portal's files are for its own pages: another site cannot load them as a script, an image or a frame.
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** The `_headers` file: the headers for every path. */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`;
}

/** The headers of a `_headers` file's `/*` block. */
export function readHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAll && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** A `<script>` whose type the browser does not run (only its text is read), by its attributes. */
function isDataBlock(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type !== undefined && type !== 'module' && !/^(text|application)\/(java|ecma)script$/.test(type);
}

/** 'sha256-…' of every inline script (a <script> without src) of an HTML page that the browser runs, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    // A script with its own file is under 'self'; a data block (a type that is not JavaScript, vite/first-paint.ts)
    // is never run.
    if (/\bsrc\s*=/i.test(match[1] ?? '') || isDataBlock(match[1] ?? '')) continue;
    hashes.push(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return unique(hashes);
}

/**
 * The origins of the images the contract's examples point at (uploaded files, video thumbnails, profile pictures):
 * the mock builds show the example world, whose files live there.
 */
export function exampleImageOrigins(document: unknown): string[] {
  const origins = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (/^https?:\/\/[^\s]+\.(png|jpe?g|gif|webp|svg)(\?[^\s]*)?$/i.test(value)) origins.add(new URL(value).origin);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(document);
  return [...origins].sort();
}

/** Writes `_headers` beside the built index.html, and serves it from `vite preview`. */
export function securityHeadersPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:security-headers',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'post',
      handler() {
        if (config.command !== 'build') return;
        const outDir = resolve(config.root, config.build.outDir);
        const html = readFileSync(join(outDir, 'index.html'), 'utf8');
        const env = config.env as Record<string, string | undefined>;
        const mock = env.VITE_REPLAY === 'true';
        const examples = mock
          ? [
              ...exampleImageOrigins(
                JSON.parse(readFileSync(resolve(config.root, 'src/api/generated/mock-server.json'), 'utf8')),
              ),
              ...WORLD_FILE_ORIGINS,
            ]
          : [];
        const headers = securityHeaders(policyInputs({ ...env }, inlineScriptHashes(html), examples));
        writeFileSync(join(outDir, '_headers'), headersFile(headers));
      },
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      let text: string;
      try {
        text = readFileSync(join(outDir, '_headers'), 'utf8');
      } catch {
        throw new Error(`${outDir}/_headers is missing: build first (npm run build), it writes the security headers`);
      }
      const headers = readHeadersFile(text);
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}
