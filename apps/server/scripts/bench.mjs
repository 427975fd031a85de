#!/usr/bin/env node
// `pnpm bench:server`: starts the built server (dist/main.js) on loopback, drives showroom
// search and the product list with autocannon (50 connections), and prints requests/s,
// p50/p99 latency and the server's peak resident memory. Runs on the embedded database, then
// on PostgreSQL when BENCH_DATABASE_URL (or SHOWROOM_TEST_DATABASE_URL) is set.
// Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50).
// It also measures a bare Fastify route on the same machine as a yardstick (machines differ,
// and shared ones differ by the hour), and says whether each target is met.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.SHOWROOM_TEST_DATABASE_URL;

/** Targets for the embedded database with 50 connections (the server issue). */
const targets = { requestsPerSecond: 5000, p99Ms: 20, residentMb: 200 };

const scenarios = [
  { name: 'showroom search', method: 'GET', path: '/api/visualization/showrooms?s=DEMO0001' },
  {
    name: 'product list',
    method: 'POST',
    path: '/api/visualization/products',
    body: JSON.stringify({ category: 1, showroom: 'DEMO0001', page: 2 }),
  },
];

/** Resident memory of a process in MB, from /proc (Linux). */
function residentMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

async function startServer(env) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Showroom is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function benchDatabase(label, env) {
  // The first start creates and seeds the database; measure a server as it runs day to day.
  await stopServer((await startServer(env)).child);
  const { child, url } = await startServer(env);
  let peak = residentMb(child.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(child.pid))), 100);
  const rows = [];
  try {
    for (const scenario of scenarios) {
      // A short warm-up so the JIT and SQLite's page cache are settled before measuring.
      await autocannon({ url: url + scenario.path, connections: 10, duration: 1, ...request(scenario) });
      const result = await autocannon({
        url: url + scenario.path,
        connections,
        duration: seconds,
        ...request(scenario),
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      rows.push({
        database: label,
        scenario: scenario.name,
        'requests/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors,
      });
    }
  } finally {
    clearInterval(sampler);
    await stopServer(child);
  }
  for (const row of rows) row['peak RSS MB'] = Math.round(peak);
  return rows;
}

function request(scenario) {
  return {
    method: scenario.method,
    ...(scenario.body ? { body: scenario.body, headers: { 'content-type': 'application/json' } } : {}),
  };
}

async function benchCalibration() {
  const child = spawn(process.execPath, ['scripts/calibration-server.mjs'], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = /listening (\S+)/.exec(String(chunk));
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`calibration server exited with ${code}`)));
  });
  try {
    await autocannon({ url: `${url}/constant`, connections: 10, duration: 1 });
    const result = await autocannon({ url: `${url}/constant`, connections, duration: seconds });
    return {
      database: 'none (yardstick)',
      scenario: 'Fastify constant object',
      'requests/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  } finally {
    await stopServer(child);
  }
}

const results = [await benchCalibration()];
const dataDir = mkdtempSync(join(tmpdir(), 'showroom-bench-'));
try {
  results.push(...(await benchDatabase('SQLite (embedded)', { DATA_DIR: dataDir, DATABASE_URL: '' })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (postgresUrl) {
  // A fresh database so the server seeds it; dropped afterwards.
  const name = `showroom_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    results.push(...(await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString() })));
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL to include it.');
}

console.log(`\n${connections} connections, ${seconds} s per scenario, loopback:`);
console.table(results);
for (const row of results.filter((each) => each.database === 'SQLite (embedded)')) {
  const checks = [
    [
      row['requests/s'] >= targets.requestsPerSecond,
      `${row['requests/s']} req/s (target ≥ ${targets.requestsPerSecond})`,
    ],
    [row['p99 ms'] <= targets.p99Ms, `p99 ${row['p99 ms']} ms (target ≤ ${targets.p99Ms})`],
    [row['peak RSS MB'] <= targets.residentMb, `${row['peak RSS MB']} MB (target ≤ ${targets.residentMb})`],
  ];
  const verdict = checks.map(([met, text]) => `${met ? 'met' : 'MISSED'}: ${text}`).join('; ');
  console.log(`${row.scenario} on SQLite: ${verdict}`);
}
const failed = results.some((row) => row.errors > 0);
process.exit(failed ? 1 : 0);
