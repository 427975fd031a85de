#!/usr/bin/env node
// Marks a build folder as CommonJS: Node, TypeScript and bundlers read the nearest package.json's
// "type", and the package's own says "module". Usage: node scripts/commonjs-scope.mjs dist/cjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: commonjs-scope.mjs <folder>');
  process.exit(2);
}
writeFileSync(join(folder, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
