// A changelog formatter that needs no network (the GitHub one calls the GitHub API).
// Each entry is the changeset's summary, with the short commit that added it when known.
'use strict';

/** @param {{ summary: string, commit?: string }} changeset */
async function getReleaseLine(changeset) {
  const [firstLine = '', ...rest] = changeset.summary.trim().split('\n');
  const commit = changeset.commit ? ` (${changeset.commit.slice(0, 7)})` : '';
  const body = rest.map((line) => `  ${line}`).join('\n');
  return `\n- ${firstLine}${commit}${body ? `\n${body}` : ''}`;
}

/**
 * @param {unknown[]} changesets
 * @param {{ name: string, newVersion: string }[]} dependenciesUpdated
 */
async function getDependencyReleaseLine(changesets, dependenciesUpdated) {
  if (dependenciesUpdated.length === 0) return '';
  const updated = dependenciesUpdated.map((dep) => `  - ${dep.name}@${dep.newVersion}`).join('\n');
  return `\n- Updated dependencies\n${updated}`;
}

module.exports = { getReleaseLine, getDependencyReleaseLine };
