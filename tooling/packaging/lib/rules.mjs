import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Files that must never reach a tarball: tests, benchmarks, fixtures. */
export const TEST_FILE =
  /(^|\/)(__tests__|__mocks__|fixtures|bench|test)\/|\.(test|spec|bench)\.[cm]?[jt]sx?$/;
/** GPL-family licences (GPL, LGPL, AGPL): such packages may only be devDependencies (used in tests). */
export const GPL_LICENSE = /\b(A|L)?GPL\b/i;
/** Known GPL packages, caught by name even when they are not installed. */
export const KNOWN_GPL = new Set(['ffish', 'ffish-es6']);
export const CORE = '@qi/core-search';

const RUNTIME_DEPENDENCIES = ['dependencies', 'peerDependencies', 'optionalDependencies'];

/**
 * Everything wrong with one published package, as messages (empty = clean).
 *
 * @param {object} pkg
 * @param {string} pkg.dir           package folder (built: dist present)
 * @param {object} pkg.manifest      its package.json
 * @param {string[]} pkg.packed      paths inside its tarball
 * @param {string|undefined} pkg.coreVersion  the workspace's @qi/core-search version
 * @param {object} pkg.semver        the semver module
 */
export function hygieneProblems({ dir, manifest: m, packed, coreVersion, semver }) {
  const problems = [];
  const problem = (text) => problems.push(text);

  if (!/^@qi\/[a-z0-9-]+$/.test(m.name ?? '')) problem(`"name" must be @qi/<kebab-case>, got ${m.name}`);
  if (!semver.valid(m.version)) problem(`"version" ${m.version} is not a semver version`);
  if (!m.description) problem('"description" is missing');
  if (m.type !== 'module') problem('"type" must be "module"');
  if (m.sideEffects !== false)
    problem('"sideEffects" must be false (plugins register explicitly, never on import)');
  if (typeof m.license !== 'string' || m.license === '')
    problem('"license" must name an SPDX licence, e.g. "MIT"');
  if (typeof m.engines?.node !== 'string') problem('"engines.node" is missing');
  if (!Array.isArray(m.files) || m.files.length === 0) problem('"files" must list what is published');

  problems.push(...exportsProblems(dir, m, packed));

  const tests = packed.filter((f) => TEST_FILE.test(f));
  if (tests.length > 0) problem(`the tarball contains test or bench files: ${tests.join(', ')}`);

  const readme = packed.find((f) => /^readme(\.md)?$/i.test(f));
  if (!readme) problem('README.md is missing from the tarball');
  else if (!hasCodeExample(readFileSync(join(dir, readme), 'utf8'), m.name))
    problem(`README.md needs a fenced ts/js code example that imports from '${m.name}'`);
  if (!packed.some((f) => /^licen[cs]e(\.md|\.txt)?$/i.test(f)))
    problem('LICENSE is missing from the tarball');
  if (!packed.includes('CHANGELOG.md'))
    problem('CHANGELOG.md is missing from the tarball (add it and list it in "files")');

  for (const field of RUNTIME_DEPENDENCIES)
    for (const name of Object.keys(m[field] ?? {})) {
      const licence = installedLicense(dir, name);
      if (KNOWN_GPL.has(name) || GPL_LICENSE.test(licence ?? ''))
        problem(
          `${field} "${name}" is GPL-licensed (${licence ?? 'known GPL'}): GPL tools may only be devDependencies`,
        );
    }

  if (m.name !== CORE) problems.push(...corePeerProblems(m, coreVersion, semver));
  return problems;
}

/** The exports map: ".", each subpath with "types" before "import", every target built and packed. */
function exportsProblems(dir, m, packed) {
  const problems = [];
  if (typeof m.exports !== 'object' || m.exports === null || Array.isArray(m.exports))
    return ['"exports" must be a map of subpaths to conditions'];
  if (!('.' in m.exports)) problems.push('"exports" has no "." entry');
  for (const [subpath, target] of Object.entries(m.exports)) {
    if (subpath === './package.json') continue;
    if (typeof target !== 'object' || target === null) {
      problems.push(`exports["${subpath}"] must be an object with "types" and "import" conditions`);
      continue;
    }
    const keys = Object.keys(target);
    if (typeof target.types !== 'string') problems.push(`exports["${subpath}"] has no "types" condition`);
    else if (!/\.d\.[cm]?ts$/.test(target.types))
      problems.push(`exports["${subpath}"].types should point at a .d.ts file, not ${target.types}`);
    if (typeof target.import !== 'string') problems.push(`exports["${subpath}"] has no "import" condition`);
    else if (!/\.m?js$/.test(target.import))
      problems.push(`exports["${subpath}"].import should point at built .js, not ${target.import}`);
    if (keys.includes('types') && keys.includes('import') && keys.indexOf('types') > keys.indexOf('import'))
      problems.push(
        `exports["${subpath}"]: "types" must come before "import" (resolvers take the first match)`,
      );
    if (keys.includes('default') && keys.at(-1) !== 'default')
      problems.push(`exports["${subpath}"]: "default" must be the last condition`);
    for (const [condition, path] of Object.entries(target)) {
      if (typeof path !== 'string') continue;
      const file = path.replace(/^\.\//, '');
      if (!existsSync(join(dir, file)))
        problems.push(`exports["${subpath}"]["${condition}"] → ${path} does not exist (run the build first)`);
      else if (!packed.includes(file))
        problems.push(
          `exports["${subpath}"]["${condition}"] → ${path} is not in the tarball (check "files")`,
        );
    }
  }
  return problems;
}

/**
 * Game packages take the contracts as a peer, so an app holds one copy of them, with a range that admits
 * the next core minor: otherwise every core minor release would force a major release of every game.
 */
export function corePeerProblems(m, coreVersion, semver) {
  const problems = [];
  for (const field of ['dependencies', 'optionalDependencies'])
    if (m[field]?.[CORE]) problems.push(`${CORE} must be a peerDependency, not in "${field}"`);
  const range = m.peerDependencies?.[CORE];
  if (range === undefined || coreVersion === undefined) return problems;
  if (!semver.validRange(range))
    return [...problems, `peerDependencies["${CORE}"] "${range}" is not a semver range`];
  const nextMinor = semver.inc(coreVersion, 'minor');
  const nextMajor = semver.inc(coreVersion, 'major');
  if (!semver.satisfies(coreVersion, range))
    problems.push(`peerDependencies["${CORE}"] "${range}" excludes the current core version ${coreVersion}`);
  if (!semver.satisfies(nextMinor, range))
    problems.push(
      `peerDependencies["${CORE}"] "${range}" excludes the next core minor ${nextMinor}, so a core minor would ` +
        `force a major here: use "${suggestedRange(coreVersion, semver)}"`,
    );
  if (semver.satisfies(nextMajor, range))
    problems.push(`peerDependencies["${CORE}"] "${range}" admits the next core major ${nextMajor}: bound it`);
  return problems;
}

/** The range Qi uses: any later minor of the current major ("0.x" counts as a major line of its own). */
export function suggestedRange(coreVersion, semver) {
  const major = semver.major(coreVersion);
  const floor = `${major}.${semver.minor(coreVersion)}.0`;
  return major === 0 ? `>=${floor} <1.0.0` : `^${floor}`;
}

/** A fenced ts/js code block that imports the package by name. */
export function hasCodeExample(readme, name) {
  const blocks = readme.match(/```(?:ts|js|typescript|javascript|mjs|tsx)\n[\s\S]*?```/g) ?? [];
  return blocks.some((b) => b.includes(`from '${name}'`) || b.includes(`from "${name}"`));
}

/** The licence of a dependency as installed next to the package (pnpm links it there), if it is. */
function installedLicense(dir, name) {
  const path = join(dir, 'node_modules', name, 'package.json');
  if (!existsSync(path)) return undefined;
  const licence = JSON.parse(readFileSync(path, 'utf8')).license;
  return typeof licence === 'string' ? licence : licence?.type;
}
