// Module resolution in an engine realm: an address the page uses, `/www/…`,
// is the checkout's file (as the test server serves it).
import { pathToFileURL } from 'node:url';
import { fileURLToPath } from 'node:url';

const HOME = fileURLToPath(new URL('../../', import.meta.url));

export async function resolve(specifier, context, next) {
  if (specifier.startsWith('/www/')) return { url: pathToFileURL(HOME + specifier.slice(1)).href, shortCircuit: true };
  return next(specifier, context);
}
