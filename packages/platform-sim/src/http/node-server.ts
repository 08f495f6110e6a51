import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { getResponse } from 'msw';
import { clearedSessionCookie, endAllSimSessions, sessionCookie, startSimSession } from '../model/sessions';
import type { SimState } from '../model/sim-state';
import { SIM_USER_KINDS, type SimUserKind } from '../seed/user-types';
import { type PlatformSim, takeFault } from './create-platform-sim';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export interface SimServerOptions {
  sim: PlatformSim;
  /**
   * URL prefix → folder, longest prefix first wins: for example { '/dist/': 'dist', '/': 'examples' }. A folder with a
   * prefix of its own holds files only: its paths are never the platform's, so they skip the platform's handlers.
   */
  staticRoots: Record<string, string>;
  port: number;
  host?: string;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A chain site logs its shopper in on the server: a page (path ending in `/` or `.html`) asked
 * for with `?as=member|simplified|corporate|associated` starts a session of that kind, and
 * `?as=anonymous` ends every session. Answers the Set-Cookie header for the page, if any.
 */
function pageLoginHeaders(state: SimState, url: URL): Record<string, string> {
  const as = url.searchParams.get('as');
  if (as === null || !(url.pathname.endsWith('/') || url.pathname.endsWith('.html'))) {
    return {};
  }
  if (as === 'anonymous') {
    endAllSimSessions(state);
    return { 'Set-Cookie': clearedSessionCookie() };
  }
  if (SIM_USER_KINDS.includes(as as SimUserKind)) {
    const login = startSimSession(state, { kind: as as SimUserKind });
    return { 'Set-Cookie': sessionCookie(login.sid) };
  }
  return {};
}

/** Where a page's policy file puts the response's fresh nonce, in the policy and in the page. */
export const CSP_NONCE_PLACEHOLDER = '{{csp-nonce}}';

/**
 * A page with a policy file beside it (`strict.html` and `strict.csp`) is served with that Content-Security-Policy header
 * (issue 37's example pages). Each response gets a fresh nonce in place of `{{csp-nonce}}`, in the header and the page
 * alike, as a site that uses nonces must do. Answers null for a page without a policy file.
 */
async function pageWithPolicy(file: string): Promise<{ body: Buffer; policy: string } | null> {
  if (extname(file) !== '.html') {
    return null;
  }
  let policy: string;
  try {
    policy = (await readFile(`${file.slice(0, -'.html'.length)}.csp`, 'utf8')).trim().replace(/\s*\n\s*/g, ' ');
  } catch {
    return null;
  }
  const nonce = randomBytes(16).toString('base64');
  const page = await readFile(file, 'utf8');
  return {
    body: Buffer.from(page.replaceAll(CSP_NONCE_PLACEHOLDER, nonce)),
    policy: policy.replaceAll(CSP_NONCE_PLACEHOLDER, nonce),
  };
}

async function serveStatic(
  pathname: string,
  roots: [string, string][],
  response: ServerResponse,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  for (const [prefix, folder] of roots) {
    if (!pathname.startsWith(prefix)) {
      continue;
    }
    const root = resolve(folder);
    let relative = decodeURIComponent(pathname.slice(prefix.length));
    if (relative === '' || relative.endsWith('/')) {
      relative += 'index.html';
    }
    const file = resolve(root, normalize(relative));
    if (file !== root && !file.startsWith(root + sep)) {
      break;
    }
    try {
      let target = file;
      let info = await stat(target);
      if (info.isDirectory()) {
        target = join(target, 'index.html');
        info = await stat(target);
      }
      const withPolicy = await pageWithPolicy(target);
      if (withPolicy !== null) {
        response.writeHead(200, {
          'Content-Type': CONTENT_TYPES['.html'],
          'Content-Length': withPolicy.body.length,
          'Cache-Control': 'no-store',
          'Content-Security-Policy': withPolicy.policy,
          ...extraHeaders,
        });
        response.end(withPolicy.body);
        return;
      }
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES[extname(target)] ?? 'application/octet-stream',
        'Content-Length': info.size,
        'Cache-Control': 'no-cache',
        ...extraHeaders,
      });
      // A file that cannot be read after its stat (gone, or the client gone) ends the answer, never the process: an
      // unhandled stream error would end the browser tests' worker, whose simulator this is.
      const stream = createReadStream(target);
      stream.on('error', () => response.destroy());
      stream.pipe(response);
      return;
    } catch {
      // Not in this root: try the next one.
    }
  }
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end('Not found');
}

/**
 * Serves the simulator's handlers (platform API and `/__sim/` control API) and static files on
 * one origin, so the example pages use the built bundles against the simulated platform.
 */
export function createSimServer(options: SimServerOptions): Promise<Server> {
  const roots = Object.entries(options.staticRoots).sort(([a], [b]) => b.length - a.length);
  const fileOnlyPrefixes = roots.map(([prefix]) => prefix).filter((prefix) => prefix !== '/');
  const server = createServer(async (incoming, outgoing) => {
    try {
      const origin = `http://${incoming.headers.host ?? `localhost:${options.port}`}`;
      const url = new URL(incoming.url ?? '/', origin);
      const method = incoming.method ?? 'GET';
      // A root with a prefix of its own ('/dist/', '/storybook/') holds files only, never a platform path: its files are
      // served at once, as a CDN's would be, without first matching the request against each of the platform's handlers
      // (which cost a page's module files their time: the bench's Kurv page, eight of them, 20-40 ms at 1× CPU). The '/'
      // root shares its paths with the platform, so its files come after the handlers.
      if ((method === 'GET' || method === 'HEAD') && fileOnlyPrefixes.some((prefix) => url.pathname.startsWith(prefix))) {
        // A fault on a file (`GET /dist/lazy/cart-actions-*`): a slow network's or a failed fetch of Kurv's own code. Not
        // in the request log, which is the platform's.
        const fault = takeFault(options.sim.state, method, url.pathname);
        if (fault?.delayMs) {
          await new Promise((resume) => setTimeout(resume, fault.delayMs));
        }
        if (fault?.networkError) {
          incoming.socket.destroy();
          return;
        }
        if (fault?.status !== undefined) {
          outgoing.writeHead(fault.status, { 'Cache-Control': 'no-store' });
          outgoing.end();
          return;
        }
        await serveStatic(url.pathname, roots, outgoing);
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') {
          headers.set(name, value);
        } else if (Array.isArray(value)) {
          headers.set(name, value.join(', '));
        }
      }
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(incoming);
      const request = new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
      const answer = await getResponse(options.sim.handlers, request);
      if (!answer) {
        const loginHeaders = method === 'GET' ? pageLoginHeaders(options.sim.state, url) : {};
        // The example chain site's order confirmation, /ordredetaljer/<order id>[/] (spec section 2: the order id is
        // appended to the page's path), is one page.
        const pagePath = /^\/ordredetaljer\/[^/]+\/?$/.test(url.pathname) ? '/ordredetaljer/' : url.pathname;
        await serveStatic(pagePath, roots, outgoing, loginHeaders);
        return;
      }
      if (answer.type === 'error') {
        // A simulated network failure: drop the connection without an answer.
        incoming.socket.destroy();
        return;
      }
      const responseHeaders: Record<string, string> = { 'Cache-Control': 'no-store' };
      answer.headers.forEach((value, name) => {
        responseHeaders[name] = value;
      });
      outgoing.writeHead(answer.status, answer.statusText, responseHeaders);
      outgoing.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      // An error after the head was sent (a page reloaded during its answer) cannot become a 500: the answer ends there.
      if (outgoing.headersSent) {
        outgoing.destroy();
        return;
      }
      outgoing.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      outgoing.end(`Simulator error: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolveServer(server));
  });
}
