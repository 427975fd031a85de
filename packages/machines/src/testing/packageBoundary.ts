/**
 * Checks what the built package may touch (not part of the published package): it compiles the
 * package with its own build config in memory, then reads every emitted module with the
 * TypeScript parser and reports imports of anything but the allowed libraries and its own
 * files, and any use of browser, storage, network, timer or Node globals.
 */
import ts from 'typescript';

export const allowedPackages = ['@showroom/domain', 'xstate', 'card-validator', 'libphonenumber-js'] as const;

/** Platform globals the package must not reach for: effects are injected instead. */
export const forbiddenGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'navigator',
  'location',
  'history',
  'matchMedia',
  'requestAnimationFrame',
  'setTimeout',
  'setInterval',
  'alert',
  'React',
  'process',
  'Buffer',
  'require',
] as const;

const forbidden = new Set<string>(forbiddenGlobals);
const globalObjects = new Set(['globalThis', 'self', 'window', 'global']);

export interface BuiltPackage {
  /** Emitted JavaScript by absolute file name. */
  readonly modules: ReadonlyMap<string, string>;
  readonly diagnostics: readonly string[];
}

export function describeDiagnostic(diagnostic: ts.Diagnostic): string {
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (diagnostic.file === undefined || diagnostic.start === undefined) return text;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return `${diagnostic.file.fileName}:${line + 1}:${character + 1} ${text}`;
}

/** Compiles with `tsconfig.build.json`, as `pnpm build` does, without writing to disk. */
export function buildInMemory(packageDir: string): BuiltPackage {
  const problems: string[] = [];
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => problems.push(describeDiagnostic(diagnostic)),
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(`${packageDir}/tsconfig.build.json`, undefined, host);
  if (parsed === undefined) return { modules: new Map(), diagnostics: problems };
  const options = { ...parsed.options, declaration: false, declarationMap: false, sourceMap: false };
  const program = ts.createProgram({ rootNames: parsed.fileNames, options });
  const modules = new Map<string, string>();
  const emitted = program.emit(undefined, (fileName, text) => {
    modules.set(fileName, text);
  });
  const diagnostics = [...parsed.errors, ...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics].map(
    describeDiagnostic,
  );
  return { modules, diagnostics: [...problems, ...diagnostics] };
}

function isAllowedPackage(specifier: string): boolean {
  return allowedPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`));
}

function resolveRelative(fromFile: string, specifier: string): string {
  const parts = fromFile.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

function moduleSpecifiers(source: ts.SourceFile): { text: string; kind: string }[] {
  const found: { text: string; kind: string }[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined) {
      // Valid modules only have string literals here.
      found.push({ text: (node.moduleSpecifier as ts.StringLiteral).text, kind: 'import' });
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      found.push(
        argument !== undefined && ts.isStringLiteral(argument)
          ? { text: argument.text, kind: 'dynamic import' }
          : { text: '<computed>', kind: 'dynamic import' },
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Identifier positions that are names of something else, not references to a global. */
function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isMethodDeclaration(parent) && parent.name === node) ||
    (ts.isPropertyDeclaration(parent) && parent.name === node)
  );
}

/** Names the module declares itself (parameters, variables, functions, classes, imports). */
function declaredNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      (ts.isParameter(node) ||
        ts.isVariableDeclaration(node) ||
        ts.isBindingElement(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isImportClause(node) ||
        ts.isImportSpecifier(node) ||
        ts.isNamespaceImport(node)) &&
      node.name !== undefined &&
      ts.isIdentifier(node.name)
    ) {
      names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

function globalUses(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const local = declaredNames(source);
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && forbidden.has(node.text) && !local.has(node.text) && !isPropertyName(node)) {
      found.push(node.text);
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      globalObjects.has(node.expression.text)
    ) {
      if (forbidden.has(node.name.text)) found.push(`${node.expression.text}.${node.name.text}`);
    }
    if (
      ts.isElementAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      globalObjects.has(node.expression.text) &&
      ts.isStringLiteral(node.argumentExpression) &&
      forbidden.has(node.argumentExpression.text)
    ) {
      found.push(`${node.expression.text}['${node.argumentExpression.text}']`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every rule a module breaks, as readable lines ('file: reason'). */
export function boundaryViolations(modules: ReadonlyMap<string, string>): string[] {
  const violations: string[] = [];
  for (const [fileName, code] of modules) {
    if (!fileName.endsWith('.js')) continue;
    const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    for (const { text, kind } of moduleSpecifiers(source)) {
      if (text.startsWith('.')) {
        if (!modules.has(resolveRelative(fileName, text)))
          violations.push(`${fileName}: ${kind} of missing file '${text}'`);
      } else if (!isAllowedPackage(text)) {
        violations.push(`${fileName}: ${kind} of '${text}'`);
      }
    }
    for (const use of globalUses(source)) violations.push(`${fileName}: uses global '${use}'`);
  }
  return violations;
}

/** The bare package names a set of modules imports. */
export function importedPackages(modules: ReadonlyMap<string, string>): string[] {
  const names = new Set<string>();
  for (const [fileName, code] of modules) {
    const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    for (const { text } of moduleSpecifiers(source)) {
      if (text.startsWith('.')) continue;
      // split always yields at least one element.
      names.add(text.startsWith('@') ? text.split('/').slice(0, 2).join('/') : (text.split('/')[0] as string));
    }
  }
  return [...names].sort();
}
