// Writes openapi.json and the README's endpoint table from the contract. Vite's module runner
// loads the TypeScript sources (Node 20 cannot); Prettier formats both the way `pnpm lint` checks.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { runnerImport } from 'vite';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const load = async (path) => (await runnerImport(`${packageDir}${path}`)).module;

async function write(target, text) {
  const formatted = await prettier.format(text, { ...(await prettier.resolveConfig(target)), filepath: target });
  writeFileSync(target, formatted);
  console.log(`wrote ${target}`);
}

const { buildOpenApiDocument } = await load('src/openapi/openApiDocument.ts');
await write(`${packageDir}openapi.json`, JSON.stringify(buildOpenApiDocument()));

const { endpointTableMarkdown } = await load('src/openapi/endpointTable.ts');
const readmePath = `${packageDir}README.md`;
const readme = readFileSync(readmePath, 'utf8');
const start = '<!-- endpoints:start -->';
const end = '<!-- endpoints:end -->';
if (!readme.includes(start) || !readme.includes(end)) throw new Error(`README.md lacks the ${start} … ${end} markers`);
await write(
  readmePath,
  `${readme.slice(0, readme.indexOf(start) + start.length)}\n\n${endpointTableMarkdown()}\n\n${readme.slice(readme.indexOf(end))}`,
);
