import { endpointNames, endpoints, type EndpointAuth } from '../contract/index.ts';

function authText(auth: EndpointAuth): string {
  switch (auth.kind) {
    case 'public':
      return 'public';
    case 'aiSignedIn':
      return 'AI token';
    case 'signedIn':
      return auth.roles.length === 5 ? 'signed in' : auth.roles.join(', ');
  }
}

/** The README's endpoint table, generated from the `endpoints` table so the two cannot drift. */
export function endpointTableMarkdown(): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  const rows = endpointNames.map((name) => {
    const endpoint = endpoints[name];
    const origin = 'spec' in endpoint.origin ? '§7' : 'designed';
    return `| \`${name}\` | ${endpoint.method} | \`${endpoint.path}\` | ${authText(endpoint.auth)} | ${origin} | ${escape(endpoint.summary)} |`;
  });
  return [
    '| client method | method | path | who may call | from | what it does |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** Compares tables cell by cell, ignoring the padding Prettier adds to align columns. */
export function normaliseMarkdownTable(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/^-+$/, '---'))
        .join('|'),
    );
}
