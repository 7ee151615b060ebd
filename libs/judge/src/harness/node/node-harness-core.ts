import { HARNESS_RUNTIME_CONSTANTS } from '../harness-protocol';
import { HARNESS_RUNTIME_SOURCES } from '../harness-runtime-sources.generated';

/**
 * The Node.js half of the JavaScript and TypeScript harnesses: `harness-runtime.js`'s text, the
 * function `__algosheetsHarness(signature, load, locate, nodes, req, protocol)` that both programs
 * include verbatim and call once (the file's own comment says what each argument is).
 */
export const NODE_HARNESS_CORE = HARNESS_RUNTIME_SOURCES['node/harness-runtime.js'];

/**
 * The protocol's constants as `harness-runtime.js` receives them: its `protocol` argument, one
 * object literal (`{"RECORD_MARK":"\u001e",...}`; JSON is a JavaScript and TypeScript expression).
 */
export const NODE_PROTOCOL_CONSTANTS = JSON.stringify(HARNESS_RUNTIME_CONSTANTS);
