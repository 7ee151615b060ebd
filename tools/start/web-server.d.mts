import type { Server } from 'node:http';

/** Types of web-server.mjs (plain ESM, imported by `npm start` after `npm install`). */
export declare function createWebServer(options: { dist: string; gatewayUrl: string; webOrigin?: string }): Server;
