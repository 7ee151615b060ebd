/** Types of web-security.mjs (plain ESM, shared by `npm start`'s web server and the Vite config). */
export declare function webSecurityHeaders(): Record<string, string>;
export declare const LOOPBACK_HOSTS: string[];
export declare function servesHost(host: string | undefined, webOrigin: string): boolean;
