// Jest runs CommonJS. Our TypeScript and the packages that ship as ES modules only (react-markdown
// and its remark/rehype/micromark family, react-resizable-panels, ...) are compiled to CommonJS by
// SWC; every other package under node_modules is CommonJS already and passes through untouched.
// Which is which is read as Node reads it, from the nearest package.json's "type" (or an .mjs
// name), so no hand-kept list of ESM packages has to follow the lockfile.
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { createTransformer: createSwcTransformer } = require('@swc/jest');

/** Nearest package.json "type" of a directory, cached: node_modules holds thousands of files per package. */
const typeOfDirectory = new Map();

function packageType(directory) {
  if (typeOfDirectory.has(directory)) return typeOfDirectory.get(directory);
  const manifest = join(directory, 'package.json');
  let type;
  if (existsSync(manifest)) type = JSON.parse(readFileSync(manifest, 'utf8')).type ?? 'commonjs';
  else type = dirname(directory) === directory ? 'commonjs' : packageType(dirname(directory));
  typeOfDirectory.set(directory, type);
  return type;
}

/** True for a file under node_modules that Node would load as CommonJS (it needs no compiling). */
function isCommonJsDependency(filename) {
  if (!filename.includes('/node_modules/')) return false;
  if (filename.endsWith('.mjs')) return false;
  if (filename.endsWith('.cjs')) return true;
  return packageType(dirname(filename)) !== 'module';
}

module.exports = {
  /**
   * A jest transformer: SWC with `options` (jest's transform options for it) for our sources and
   * ES-module dependencies, the source as it is for CommonJS dependencies. The cache key is SWC's,
   * which covers the file's content and name, the two things the choice depends on.
   */
  createTransformer(options) {
    const swc = createSwcTransformer(options);
    return {
      canInstrument: swc.canInstrument,
      getCacheKey: (...args) => swc.getCacheKey(...args),
      process(source, filename, transformOptions) {
        return isCommonJsDependency(filename) ? { code: source } : swc.process(source, filename, transformOptions);
      },
    };
  },
};
