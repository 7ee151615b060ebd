/** Types of preflight-rules.mjs (plain ESM, so that it runs before `npm install`). */
export interface Requirement {
  name: string;
  path: string;
  why: string;
  commands: ('start' | 'test')[];
  unless?: string;
}
export interface Missing {
  name: string;
  path: string;
  why: string;
}
export type Decision =
  | { action: 'none' }
  | { action: 'install'; packages: string[]; commandLine: string }
  | { action: 'stop'; packages: string[]; commandLine: string; message: string };
export declare const MIN_NODE: [number, number, number];
export declare function requirements(arch?: string): Requirement[];
export declare function missingPackages(
  command: 'start' | 'test',
  host: { env: Record<string, string | undefined>; exists: (path: string) => boolean; arch?: string },
): Missing[];
export declare function nodeIsSupported(version: string): boolean;
export declare function decide(missing: { name: string }[], host: { isRoot: boolean; hasApt: boolean }): Decision;
export declare const SANDBOX_DEFAULT_NODE: string;
export declare function isSystemNode(execPath: string): boolean;
export declare function sandboxNodeWarning(
  command: 'start' | 'test',
  host: { env: Record<string, string | undefined>; exists: (path: string) => boolean; execPath: string },
): string | null;
