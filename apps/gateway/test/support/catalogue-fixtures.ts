import { Difficulty, type FunctionSignature, Language, LANGUAGE_IDS, type ProblemPayload, Role } from '@algosheets/contracts';
import { languageById } from '@algosheets/judge';
import { randomUUID } from 'node:crypto';
import { insertProblem, User } from '@algosheets/database';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { openBrowserSession, type BrowserSession } from './browser-session';

/** A signed-in actor of a test: the session and the account's id. */
export interface Actor {
  session: BrowserSession;
  id: string;
}

/** Registers an account (made admin when asked) and returns it signed in. */
export async function signUp(app: INestApplication, email: string, role: Role = Role.User): Promise<Actor> {
  const session = await openBrowserSession(app);
  const response = await session.post('/api/v1/auth/register', { name: email.split('@')[0].padEnd(3, 'x'), email, password: 'password-1' }).expect(201);
  if (role === Role.Admin) {
    await app.get(DataSource).getRepository(User).update({ id: response.body.user.id }, { role: Role.Admin });
  }
  return { session, id: response.body.user.id };
}

/** The function of {@link problemPayload}'s problem: `sum(a: int, b: int) -> long`. */
export const SUM_SIGNATURE: FunctionSignature = { kind: 'function', name: 'sum', params: [{ name: 'a', type: 'int' }, { name: 'b', type: 'int' }], returns: 'long' };

/** Correct answers to {@link SUM_SIGNATURE} per language. */
export const SUM_REFERENCES: Readonly<Record<'JAVASCRIPT' | 'PYTHON' | 'JAVA', string>> = {
  JAVASCRIPT: 'var sum = function(a, b) {\n  return a + b;\n};\n',
  PYTHON: 'class Solution:\n    def sum(self, a: int, b: int) -> int:\n        return a + b\n',
  JAVA: 'class Solution {\n    public long sum(int a, int b) {\n        return (long) a + b;\n    }\n}\n',
};

/** A valid create-problem body (the a + b function problem); `overrides` replace top-level fields. */
export function problemPayload(overrides: Partial<ProblemPayload> = {}): ProblemPayload {
  const example = { input: '2\n3', output: '5', explanation: '2 + 3 = 5' };
  const starter = (language: Language) => languageById(LANGUAGE_IDS[language])?.starter(SUM_SIGNATURE) ?? '';
  return {
    title: 'Sum of Two Numbers',
    description: 'Return the sum of two integers.',
    difficulty: Difficulty.Easy,
    tags: ['Math'],
    companies: ['Google'],
    constraints: '-10^9 <= a, b <= 10^9',
    hints: 'Use a wide enough integer type.',
    editorial: 'Add them.',
    testcases: [
      { input: '2\n3', output: '5', isSample: true },
      { input: '10\n-4', output: '6', isSample: true },
      { input: '1000000000\n1000000000', output: '2000000000' },
    ],
    examples: { JAVASCRIPT: example, PYTHON: example, JAVA: example },
    codeSnippets: { JAVASCRIPT: starter(Language.JavaScript), PYTHON: starter(Language.Python), JAVA: starter(Language.Java) },
    referenceSolutions: { ...SUM_REFERENCES },
    signature: SUM_SIGNATURE,
    comparator: { kind: 'exact' },
    ...overrides,
  };
}

/**
 * Stores a problem straight in the database through the problem writer, as the content loader
 * does, for tests whose subject is not problem creation (filters, sheets, permissions on other
 * endpoints): no reference solution is run, so these tests need no sandbox. The writer stores
 * the columns as create-problem does (company names join the tags; the first test case is the
 * sample when none is marked). `authorId` null stores a problem with no author, as the content
 * loader does. Returns the problem's id.
 */
export async function seedProblem(app: INestApplication, authorId: string | null, overrides: Partial<ProblemPayload> = {}): Promise<string> {
  const payload = problemPayload(overrides);
  const problem = await insertProblem(app.get(DataSource).manager, {
    slug: `seeded-${randomUUID()}`,
    createdBy: authorId,
    fields: {
      title: payload.title,
      description: payload.description,
      difficulty: payload.difficulty,
      tags: payload.tags,
      companies: payload.companies ?? [],
      aliases: payload.aliases,
      constraints: payload.constraints,
      hints: payload.hints ?? null,
      editorial: payload.editorial ?? null,
      examples: payload.examples,
      codeSnippets: payload.codeSnippets,
      referenceSolutions: payload.referenceSolutions,
      timeLimitMs: payload.timeLimitMs,
      timeLimitsMs: payload.timeLimitsMs,
      memoryLimitKb: payload.memoryLimitKb,
      signature: payload.signature ?? null,
      comparator: payload.comparator ?? null,
      complexity: payload.complexity ?? null,
    },
    testCases: payload.testcases,
  });
  return problem.id;
}
