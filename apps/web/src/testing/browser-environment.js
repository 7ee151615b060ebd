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

class BrowserEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;
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
