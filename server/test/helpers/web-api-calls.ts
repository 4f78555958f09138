import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './fixtures.ts';

// The requests the web makes, read from its source as text (parsed, never imported: the server does not import the
// web), so a test can hold each method and path against the server's OpenAPI document.

/** A path parameter the web fills in at run time: `/api/media/{}`. */
export const PARAM = '{}';

export interface WebApiCall {
  method: string;
  /** The path under /api with each parameter as {} and without its query: `/api/media/{}/thumbnail`. */
  path: string;
  /** Where it is written: `web/src/lib/media-urls.ts:7`. */
  at: string;
}

export interface WebApiCalls {
  calls: WebApiCall[];
  /** Requests whose method or path the reader cannot tell: each needs the reader taught, or the call rewritten. */
  unreadable: string[];
}

type Call = ts.CallExpression;

/**
 * The web's functions that take a path under /api (without the prefix), and the method each sends. Inside them the
 * path is their own parameter, passed through; their callers name it.
 */
const PATH_TAKERS: Record<string, { method: (call: Call) => string | null; suffix?: string }> = {
  apiRequest: { method: (call) => methodOf(call.arguments[1]) },
  buildUrl: { method: (call) => fetchMethod(call) },
  fetchTextHead: { method: () => 'GET' },
  useDeleteById: { method: () => 'DELETE', suffix: `/${PARAM}` },
};

/** Every web source file but tests, as repository-relative path -> text. */
export function readWebSources(): Record<string, string> {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const files = walk(join(REPO_ROOT, 'web', 'src'));
  return Object.fromEntries(files.map((file) => [relative(REPO_ROOT, file), readFileSync(file, 'utf8')]));
}

/** Every request the given web sources make through the API client, a fetch or a URL under /api. */
export function webApiCalls(sources: Record<string, string>): WebApiCalls {
  const files = new Map(
    Object.entries(sources).map(([name, text]) => [
      name,
      ts.createSourceFile(
        name,
        text,
        ts.ScriptTarget.Latest,
        true,
        name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      ),
    ]),
  );
  const resolver = new PathResolver(files);
  const result: WebApiCalls = { calls: [], unreadable: [] };
  for (const file of files.values()) {
    const visit = (node: ts.Node): void => {
      readRequest(node, resolver, result);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return result;
}

function readRequest(node: ts.Node, resolver: PathResolver, result: WebApiCalls): void {
  const at = () => {
    const file = node.getSourceFile();
    return `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };
  const taker =
    ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? PATH_TAKERS[node.expression.text] : null;
  const direct = isDirectUrl(node, resolver);
  if (!taker && !direct) return;
  const pathNode = taker ? (node as Call).arguments[0] : (node as ts.Expression);
  const paths = pathNode ? resolver.resolve(pathNode) : null;
  if (!paths) {
    // A path passed through a path taker's own parameter is its callers' to name.
    if (!insidePathTaker(node)) result.unreadable.push(`${at()}: the path`);
    return;
  }
  const method = taker ? taker.method(node as Call) : fetchMethod(node);
  if (!method) {
    if (!insidePathTaker(node)) result.unreadable.push(`${at()}: the method`);
    return;
  }
  for (const path of paths) {
    const full = (taker ? `/api${path}` : path) + (taker?.suffix ?? '');
    result.calls.push({ method, path: full, at: at() });
  }
}

/** A URL written with the /api prefix: a template beginning with API_PREFIX (or a helper that returns one). */
function isDirectUrl(node: ts.Node, resolver: PathResolver): boolean {
  if (ts.isStringLiteral(node)) return /^\/api\/./.test(node.text);
  if (!ts.isTemplateExpression(node) || node.head.text !== '') return false;
  const start = resolver.resolve(node.templateSpans[0].expression);
  return start?.[0] === '/api' || (start?.[0]?.startsWith('/api/') ?? false);
}

/** The method of `apiRequest(path, options)`: options.method, GET when not given; null when not a literal. */
function methodOf(options: ts.Expression | undefined): string | null {
  if (!options) return 'GET';
  if (!ts.isObjectLiteralExpression(options)) return null;
  const property = options.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'method');
  if (!property) return 'GET';
  return ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer)
    ? property.initializer.text
    : null;
}

/** A URL handed to fetch() sends fetch's method; any other URL (a link, an <img>) is fetched with GET. */
function fetchMethod(node: ts.Node): string | null {
  const parent = node.parent;
  const isFetchUrl =
    ts.isCallExpression(parent) &&
    ts.isIdentifier(parent.expression) &&
    parent.expression.text === 'fetch' &&
    parent.arguments[0] === node;
  return isFetchUrl ? methodOf(parent.arguments[1]) : 'GET';
}

function insidePathTaker(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    const name = functionName(at);
    if (name && name in PATH_TAKERS) return true;
  }
  return false;
}

function functionName(node: ts.Node): string | null {
  if (ts.isFunctionDeclaration(node)) return node.name?.text ?? null;
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
    const init = node.initializer;
    if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return node.name.text;
  }
  return null;
}

/**
 * Turns a path expression into the paths it can be: literals as written, `encodeURIComponent(x)` as a parameter,
 * constants, conditionals of literals and one-line helpers followed (in their file, or the file they are imported
 * from). Null when the path comes from somewhere it cannot follow, such as a parameter.
 */
class PathResolver {
  constructor(private readonly files: Map<string, ts.SourceFile>) {}

  resolve(node: ts.Expression): string[] | null {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [withoutQuery(node.text)];
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return this.resolve(node.expression);
    if (ts.isConditionalExpression(node)) {
      const [yes, no] = [this.resolve(node.whenTrue), this.resolve(node.whenFalse)];
      return yes && no ? [...yes, ...no] : null;
    }
    if (ts.isTemplateExpression(node)) return this.template(node);
    if (ts.isIdentifier(node)) {
      const declared = this.declaration(node.text, node);
      return declared && !isFunction(declared) ? this.resolve(declared) : null;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      if (node.expression.text === 'encodeURIComponent') return [PARAM];
      const declared = this.declaration(node.expression.text, node);
      const returned = declared && isFunction(declared) ? returnedExpression(declared) : null;
      return returned ? this.resolve(returned) : null;
    }
    return null;
  }

  /** The template's paths; what follows a `?` is the query, left out. */
  private template(node: ts.TemplateExpression): string[] | null {
    let paths = [node.head.text];
    for (const span of node.templateSpans) {
      if (paths.some((path) => path.includes('?'))) break;
      const parts = this.resolve(span.expression);
      if (!parts) return null;
      paths = paths.flatMap((path) => parts.map((part) => path + part + span.literal.text));
    }
    return paths.map(withoutQuery);
  }

  /** What a name stands for where it is used: a constant's value or a function; null for a parameter or unknown. */
  private declaration(name: string, from: ts.Node): ts.Expression | ts.FunctionLikeDeclaration | null {
    for (let scope: ts.Node | undefined = from.parent; scope; scope = scope.parent) {
      if (ts.isFunctionLike(scope) && scope.parameters.some((p) => bindsName(p.name, name))) return null;
      if (ts.isBlock(scope) || ts.isSourceFile(scope)) {
        const found = declaredIn(scope.statements, name);
        if (found !== undefined) return found;
      }
      if (ts.isSourceFile(scope)) return this.imported(scope, name);
    }
    return null;
  }

  private imported(file: ts.SourceFile, name: string): ts.Expression | ts.FunctionLikeDeclaration | null {
    for (const statement of file.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const element = bindings.elements.find((e) => e.name.text === name);
      if (!element) continue;
      const target = this.files.get(posix.join(posix.dirname(file.fileName), statement.moduleSpecifier.text));
      return target ? (declaredIn(target.statements, (element.propertyName ?? element.name).text) ?? null) : null;
    }
    return null;
  }
}

function withoutQuery(path: string): string {
  return path.split('?')[0];
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node);
}

/** A `const name = value` or `function name()` among the statements; undefined when none is there. */
function declaredIn(
  statements: ts.NodeArray<ts.Statement>,
  name: string,
): ts.Expression | ts.FunctionLikeDeclaration | null | undefined {
  for (const statement of statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
    if (!ts.isVariableStatement(statement)) continue;
    const declaration = statement.declarationList.declarations.find((d) => bindsName(d.name, name));
    if (!declaration) continue;
    const constant = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0 && ts.isIdentifier(declaration.name);
    return constant && declaration.initializer ? declaration.initializer : null;
  }
  return undefined;
}

function bindsName(binding: ts.BindingName, name: string): boolean {
  if (ts.isIdentifier(binding)) return binding.text === name;
  return binding.elements.some((element) => !ts.isOmittedExpression(element) && bindsName(element.name, name));
}

/** The value a one-line helper returns: an arrow's expression body, or a body that is a single return. */
function returnedExpression(fn: ts.FunctionLikeDeclaration): ts.Expression | null {
  if (!fn.body) return null;
  if (!ts.isBlock(fn.body)) return fn.body;
  const [only, ...rest] = fn.body.statements;
  return only && rest.length === 0 && ts.isReturnStatement(only) ? (only.expression ?? null) : null;
}
