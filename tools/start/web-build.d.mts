/** Types of web-build.mjs (plain ESM: `npm start` imports it before `npm install`). */
export declare function webSourceHash(root: string): string;
export declare function buildWebIfChanged(root: string, log: (line: string) => void): { dist: string; built: boolean; seconds: number };
