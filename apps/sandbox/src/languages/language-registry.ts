import type { Judge0Language, Judge0LanguageDetail } from '@algosheets/contracts';
import type { BwrapRunner, RunLimits } from '../runner/bwrap-runner';
import type { SlotPool } from '../runner/slot-pool';
import type { LanguageDefinition } from './language-definitions';

/** A language whose runtime answered its version probe inside the sandbox. */
export interface AvailableLanguage {
  definition: LanguageDefinition;
  name: string;
}

const PROBE_LIMITS: RunLimits = {
  cpuTimeMs: 10_000,
  extraTimeMs: 0,
  wallTimeMs: 20_000,
  memoryKb: 512_000,
  stackKb: 64_000,
  maxProcesses: 120,
  maxFileSizeKb: 1024,
};

/**
 * The languages this host can run. Each is probed once at start-up by running its version
 * command inside the real sandbox, so `GET /languages` lists only runnable languages with their
 * real version strings.
 */
export class LanguageRegistry {
  private constructor(private readonly languages: Map<number, AvailableLanguage>) {}

  /**
   * Probes every definition; a language whose probe fails is left out and reported through
   * `onUnavailable`. A compiled language's probe runs with its compile binds (its version command
   * is its compiler's, or shares the compiler's files as Java's does).
   */
  static async probe(
    definitions: LanguageDefinition[],
    runner: BwrapRunner,
    slots: SlotPool,
    onUnavailable: (id: number, reason: string) => void,
  ): Promise<LanguageRegistry> {
    const languages = new Map<number, AvailableLanguage>();
    for (const definition of definitions) {
      try {
        const result = await slots.run((slot) =>
          runner.run({ slot, argv: definition.versionArgv, binds: definition.compile?.binds ?? definition.binds, files: new Map(), stdin: Buffer.alloc(0), limits: PROBE_LIMITS, mergeStderr: true }),
        );
        const output = result.stdout.toString();
        const version = result.exitCode === 0 ? definition.parseVersion(output) : null;
        if (version === null) onUnavailable(definition.id, output.trim().slice(0, 300) || `exit ${result.exitCode ?? `signal ${result.signal}`}`);
        else languages.set(definition.id, { definition, name: definition.name(version) });
      } catch (error) {
        onUnavailable(definition.id, error instanceof Error ? error.message : String(error));
      }
    }
    return new LanguageRegistry(languages);
  }

  get(id: number): AvailableLanguage | undefined {
    return this.languages.get(id);
  }

  /** `GET /languages`: `[{id, name}]` sorted by id. */
  list(): Judge0Language[] {
    return [...this.languages.values()].sort((a, b) => a.definition.id - b.definition.id).map((l) => ({ id: l.definition.id, name: l.name }));
  }

  /** `GET /languages/{id}` (Judge0 `LanguageSerializer` with commands), or undefined. */
  detail(id: number): Judge0LanguageDetail | undefined {
    const language = this.languages.get(id);
    if (!language) return undefined;
    const { definition } = language;
    return {
      id,
      name: language.name,
      is_archived: false,
      source_file: definition.sourceFile,
      compile_cmd: definition.compile?.display ?? null,
      run_cmd: definition.runDisplay,
    };
  }
}
