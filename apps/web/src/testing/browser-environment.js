// jsdom without a network layer: RTK Query's fetchBaseQuery needs fetch, Request, Response and Headers.
// Node's own implementations are lent to the window, with the AbortController they validate signals
// against, and Request resolves relative URLs against the page the way a browser does.
const { TestEnvironment } = require('jest-environment-jsdom');

const LENT_FROM_NODE = [
  'fetch',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

/**
 * jsdom's addEventListener accepts only its own AbortSignal, but the window's AbortController is
 * Node's (lent above): a library that removes its listeners with `{ signal }` (react-resizable-panels
 * does) would throw. A Node signal is bridged to a jsdom one that aborts with it.
 */
function bridgeForeignSignals(window) {
  const JsdomAbortController = window.AbortController;
  const JsdomAbortSignal = window.AbortSignal;
  const add = window.EventTarget.prototype.addEventListener;
  window.EventTarget.prototype.addEventListener = function addEventListener(type, listener, options) {
    const signal = options && typeof options === 'object' ? options.signal : undefined;
    if (!signal || signal instanceof JsdomAbortSignal) return add.call(this, type, listener, options);
    if (signal.aborted) return undefined;
    const bridge = new JsdomAbortController();
    signal.addEventListener('abort', () => bridge.abort(), { once: true });
    return add.call(this, type, listener, { ...options, signal: bridge.signal });
  };
}

class BrowserEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;
    bridgeForeignSignals(window);
    for (const name of LENT_FROM_NODE) {
      window[name] = globalThis[name];
    }
    const NodeRequest = globalThis.Request;
    window.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
      }
    };
  }
}

module.exports = BrowserEnvironment;
