import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * CONTRIBUTING.md's rules for component folders, checked on whatever folders exist, so a new
 * component that skips one fails here rather than in review:
 * - the folder is PascalCase and has an `index.ts`;
 * - it has a story file, named `<Folder>.stories.tsx`, and no story file under another name;
 * - the story title is `UI/<Folder>` or `UI/<Group>/<Folder>`;
 * - the stories include a `Default` story and a `StateMatrix` story (every variant × state);
 * - the folder is exported from the package entry, `src/index.ts`.
 */
const componentsDir = fileURLToPath(new URL('./components/', import.meta.url));

const folders = readdirSync(componentsDir).filter(
  (name) => !name.startsWith('.') && statSync(join(componentsDir, name)).isDirectory(),
);

/** Reads a story file's default-export title, written as a string literal in the meta object. */
function storyTitle(source: string): string | null {
  return /\btitle:\s*(['"`])([^'"`]+)\1/.exec(source)?.[2] ?? null;
}

/** Whether a story file exports a story of this name (directly or in an export list). */
function exportsStory(source: string, name: string): boolean {
  return (
    new RegExp(`\\bexport\\s+const\\s+${name}\\b`).test(source) ||
    new RegExp(`\\bexport\\s*\\{[^}]*\\b(?:\\w+\\s+as\\s+)?${name}\\b[^}]*\\}`).test(source)
  );
}

const hasDefaultStory = (source: string): boolean => exportsStory(source, 'Default');

const packageEntry = readFileSync(fileURLToPath(new URL('./index.ts', import.meta.url)), 'utf8');

/** Whether src/index.ts re-exports the folder's index. */
function isExportedFromEntry(entry: string, folder: string): boolean {
  return entry.includes(`'./components/${folder}/index.ts'`);
}

function titleMatchesFolder(title: string, folder: string): boolean {
  return new RegExp(`^UI/(?:[A-Z][A-Za-z0-9 &-]*/)?${folder}$`).test(title);
}

describe('the convention checks themselves', () => {
  it('read titles and Default exports', () => {
    expect(storyTitle("const meta = {\n  title: 'UI/Overlays/Dialog',\n}")).toBe('UI/Overlays/Dialog');
    expect(storyTitle('const meta = { component: X }')).toBeNull();
    expect(hasDefaultStory('export const Default: Story = {};')).toBe(true);
    expect(hasDefaultStory('const Default = {}; export { Default };')).toBe(true);
    expect(hasDefaultStory('export const DefaultOpen: Story = {};')).toBe(false);
    expect(exportsStory('export const StateMatrix: Story = {};', 'StateMatrix')).toBe(true);
    expect(exportsStory('export const StateMatrixMobile: Story = {};', 'StateMatrix')).toBe(false);
  });
  it('find a folder in the package entry', () => {
    expect(isExportedFromEntry("export * from './components/Badge/index.ts';", 'Badge')).toBe(true);
    expect(isExportedFromEntry("export * from './components/CountBadge/index.ts';", 'Badge')).toBe(false);
  });
  it('accept UI/<Folder> and UI/<Group>/<Folder> only', () => {
    expect(titleMatchesFolder('UI/Button', 'Button')).toBe(true);
    expect(titleMatchesFolder('UI/Forms/TextInput', 'TextInput')).toBe(true);
    expect(titleMatchesFolder('UI/Forms/TextInputs', 'TextInput')).toBe(false);
    expect(titleMatchesFolder('Components/Button', 'Button')).toBe(false);
    expect(titleMatchesFolder('UI/A/B/Button', 'Button')).toBe(false);
  });
});

describe('every component folder', () => {
  it('exists', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  describe.each(folders)('%s', (folder) => {
    const dir = join(componentsDir, folder);
    const storyFile = join(dir, `${folder}.stories.tsx`);

    it('is named in PascalCase', () => {
      expect(folder).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    });

    it('has an index.ts with its public exports', () => {
      expect(existsSync(join(dir, 'index.ts')), `${folder}/index.ts`).toBe(true);
    });

    it(`has ${folder}.stories.tsx and no story file under another name`, () => {
      expect(existsSync(storyFile), `${folder}/${folder}.stories.tsx`).toBe(true);
      const strays = readdirSync(dir).filter(
        (name) => /\.stories\.(tsx?|jsx?|mdx)$/.test(name) && name !== `${folder}.stories.tsx`,
      );
      expect(strays, 'story files must be named after the folder').toEqual([]);
    });

    it('titles its stories UI/<Folder> or UI/<Group>/<Folder> and has a Default story', () => {
      if (!existsSync(storyFile)) return; // reported by the test above
      const source = readFileSync(storyFile, 'utf8');
      const title = storyTitle(source);
      expect(title, 'the meta object needs a literal title').not.toBeNull();
      expect(titleMatchesFolder(title!, folder), `title '${title}' for folder ${folder}`).toBe(true);
      expect(hasDefaultStory(source), 'a story named Default').toBe(true);
      expect(exportsStory(source, 'StateMatrix'), 'a story named StateMatrix').toBe(true);
    });

    it('is exported from src/index.ts', () => {
      expect(isExportedFromEntry(packageEntry, folder), `export * from './components/${folder}/index.ts'`).toBe(true);
    });
  });
});
