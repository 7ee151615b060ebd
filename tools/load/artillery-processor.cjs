// Artillery loads its processor with require() in each of its worker threads: the kit's steps are
// TypeScript, compiled on the fly by the same hook the project's CLIs use.
require('@swc-node/register');
module.exports = require('./artillery-steps.ts');
