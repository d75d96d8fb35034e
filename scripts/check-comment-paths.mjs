#!/usr/bin/env node
/*
 * Every repository path a comment names must exist, so a pointer to "the file that explains this"
 * cannot outlive the file. Part of `npm run check`; prints `file:line: missing path` for each.
 *
 * Files read: those git does not ignore (`git ls-files --cached --others --exclude-standard`)
 * ending in .ts, .tsx, .mts, .cts, .js, .mjs, .cjs or .css (comments `// ...` and `/* ... *\/`),
 * .sql (`-- ...`), and Dockerfile, .yaml, .yml, .sh and scripts with a shell #! line (`# ...`).
 * Only comment text is read, never code or strings, so import specifiers are never checked.
 *
 * A path reference, in that text, is a run of the characters `A-Z a-z 0-9 _ . - / @ [ ]` that,
 * once a `#anchor` and trailing `.`, `-` or `]` are cut off (a `:line` is not part of the run),
 *  - ends in one of EXTENSIONS (`schema.ts`, `docs/api.md`), or
 *  - has a `/` and begins with a top-level folder of the repository (`docs/decisions/`).
 * Never a reference: a run starting with `@` (a package: `@fastify/static`) or with `/` (a
 * route such as `/api/openapi.json`, an absolute path, or what follows a URL's `https:`); a run
 * holding `<`, `{`, `*` or `$` (a pattern); a path through dist/, node_modules/ or data/ (built or
 * installed, never in the repository); a bare name ending in `.js` (a library: Stripe.js,
 * postgres.js); an extension alone (`.ts`).
 *
 * A reference with a `/` exists when it names a file git lists (as above, of any kind) or a
 * folder of one, relative to the commenting file's folder or any folder above it up to the
 * repository root, or to a package (apps/api, apps/web, packages/shared) or its src/ folder.
 * A bare file name exists when a file of that name does, anywhere in the repository.
 *
 * The project's design documents are kept outside the repository, so a comment citing one (the
 * word ARCHITECTURE or CONVENTIONS followed by `§` or `:`) points where a reader of the repository
 * cannot follow: reported too.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const EXTENSIONS = [
  'ts',
  'tsx',
  'mts',
  'cts',
  'js',
  'mjs',
  'cjs',
  'json',
  'md',
  'sql',
  'css',
  'html',
  'yaml',
  'yml',
  'sh',
  'svg',
  'patch',
];
const PACKAGES = ['apps/api', 'apps/web', 'packages/shared'];
const NOT_TRACKED = new Set(['dist', 'node_modules', 'data']);

const OUTSIDE = /\b(ARCHITECTURE|CONVENTIONS)\s*[§:]/;

const C_LIKE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;
const HASH = /(^|\/)Dockerfile$|\.(ya?ml|sh)$/;

/** The comment text of a file, as [line, text] pairs; null for a file whose comments are not read. */
export function commentsOf(file, source) {
  if (C_LIKE.test(file)) return cLikeComments(source, file.endsWith('.css'));
  if (file.endsWith('.sql')) return lineComments(source, '--');
  if (HASH.test(file) || /^#!.*\b(ba|z)?sh\b/.test(source)) return lineComments(source, '#');
  return null;
}

/** `--` or `#` to the end of the line, outside quotes. */
function lineComments(source, marker) {
  const comments = [];
  source.split('\n').forEach((line, index) => {
    let quote = null;
    for (let i = 0; i < line.length; i++) {
      const char = line[i];
      if (quote) {
        if (char === quote) quote = null;
      } else if (char === "'" || char === '"') {
        quote = char;
      } else if (line.startsWith(marker, i)) {
        if (marker === '#' && line.startsWith('#!', i) && index === 0) return;
        comments.push([index + 1, line.slice(i + marker.length)]);
        return;
      }
    }
  });
  return comments;
}

/**
 * `//` and `/* *\/` comments, skipping strings, template literals and regular expression
 * literals (a `/` where a value may start); CSS has block comments and strings only.
 */
function cLikeComments(source, css) {
  const comments = [];
  let line = 1;
  let i = 0;
  let previous = ''; // The last significant character of code, to tell a regex from a division.
  const push = (start, end, startLine) => {
    source
      .slice(start, end)
      .split('\n')
      .forEach((text, offset) => comments.push([startLine + offset, text]));
  };
  while (i < source.length) {
    const char = source[i];
    const next = source[i + 1];
    if (char === '\n') {
      line++;
      i++;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end;
      push(i + 2, stop, line);
      line += source.slice(i, stop).split('\n').length - 1;
      i = stop + 2;
    } else if (!css && char === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      push(i + 2, stop, line);
      i = stop;
    } else if (char === '"' || char === "'" || (!css && char === '`')) {
      i = skipQuoted(char);
      previous = 'a';
    } else if (!css && char === '/' && regexMayStart(i)) {
      i = skipQuoted('/');
      previous = 'a';
    } else {
      if (!/\s/.test(char)) previous = char;
      i++;
    }
  }
  return comments;

  /** Whether a `/` at i opens a regular expression: where a value may start, not a division. */
  function regexMayStart(at) {
    if (previous === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(previous)) return true;
    const word = /\b(\w+)\s*$/.exec(source.slice(Math.max(0, at - 12), at))?.[1];
    return [
      'return',
      'typeof',
      'case',
      'do',
      'else',
      'in',
      'of',
      'void',
      'yield',
      'await',
    ].includes(word ?? '');
  }

  /** Past the closing quote of the string, template or regex opening at i; counts its lines. */
  function skipQuoted(quote) {
    let inClass = false;
    for (i++; i < source.length; i++) {
      const char = source[i];
      if (char === '\\') {
        i++;
        if (source[i] === '\n') line++;
      } else if (char === '\n') {
        line++;
        if (quote !== '`') return i + 1; // An unclosed string or regex ends at the line.
      } else if (quote === '/' && char === '[') {
        inClass = true;
      } else if (quote === '/' && char === ']') {
        inClass = false;
      } else if (char === '`' && quote === '`') {
        return i + 1;
      } else if (char === quote && !inClass) {
        return i + 1;
      }
    }
    return i;
  }
}

/** The path references in one line of comment text, by the rule at the top of this file. */
function pathReferences(text, topLevel) {
  const references = [];
  for (const match of text.matchAll(/[\w.@/[\]<>{}*$-]+/g)) {
    let token = match[0];
    if (/[<>{}*$]/.test(token) || token.startsWith('@') || token.startsWith('/')) continue;
    token = token.replace(/#.*$/, '').replace(/[.\-\]]+$/, '');
    if (/^\.\w+$/.test(token)) continue; // An extension alone (`.ts`) names no file.
    if (token.endsWith('.js') && !token.includes('/')) continue; // A library: Stripe.js.
    const segments = token.split('/').filter((segment) => segment && segment !== '.');
    if (segments.some((segment) => NOT_TRACKED.has(segment))) continue;
    const extension = /\.([a-z]+)$/.exec(token)?.[1];
    const hasExtension = extension !== undefined && EXTENSIONS.includes(extension);
    const underTopLevel = token.includes('/') && topLevel.has(segments[0]);
    if (hasExtension || underTopLevel) references.push(token);
  }
  return references;
}

/** Whether a reference names a file or folder of the repository, by the rule at the top of this file. */
function resolves(reference, file, tracked) {
  if (!reference.includes('/')) return tracked.names.has(reference);
  const bases = [];
  for (let dir = path.posix.dirname(file); ; dir = path.posix.dirname(dir)) {
    bases.push(dir === '.' ? '' : dir);
    if (dir === '.') break;
  }
  for (const pkg of PACKAGES) bases.push(pkg, `${pkg}/src`);
  return bases.some((base) => {
    const target = path.posix.normalize(path.posix.join(base, reference)).replace(/\/$/, '');
    return tracked.paths.has(target);
  });
}

/** The repository's files, their folders and their names. */
export function trackedIndex(files) {
  const paths = new Set();
  const names = new Set();
  for (const file of files) {
    names.add(path.posix.basename(file));
    for (let at = file; at !== '.'; at = path.posix.dirname(at)) paths.add(at);
  }
  const topLevel = new Set([...paths].filter((entry) => !entry.includes('/')));
  return { paths, names, topLevel };
}

/** What is wrong with one file's comments: `line: problem` for each. */
export function problemsIn(file, source, tracked) {
  const problems = [];
  for (const [line, text] of commentsOf(file, source) ?? []) {
    const outside = OUTSIDE.exec(text)?.[1];
    if (outside) problems.push(`${line}: ${outside} (outside the repository)`);
    for (const reference of pathReferences(text, tracked.topLevel)) {
      if (!resolves(reference, file, tracked)) problems.push(`${line}: missing ${reference}`);
    }
  }
  return problems;
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\0')
    .filter(Boolean);
  const tracked = trackedIndex(files);
  const problems = [];
  for (const file of files) {
    if (file.split('/').some((segment) => NOT_TRACKED.has(segment))) continue;
    let source;
    try {
      source = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // Deleted in the work tree, not yet in the index.
    }
    for (const problem of problemsIn(file, source, tracked)) problems.push(`${file}:${problem}`);
  }
  if (problems.length) {
    console.error(`Comments point at paths that do not exist:\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
