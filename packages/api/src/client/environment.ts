/** Vite and Vitest replace `import.meta.env`; plain Node has NODE_ENV. */
export function isDevelopmentEnvironment(): boolean {
  const env = (import.meta as ImportMeta & { env?: { DEV?: boolean; MODE?: string } }).env;
  if (env && typeof env.DEV === 'boolean') return env.DEV || env.MODE === 'test';
  const nodeEnv = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.NODE_ENV;
  return nodeEnv === 'development' || nodeEnv === 'test';
}
