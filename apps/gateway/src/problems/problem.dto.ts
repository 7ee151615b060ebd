import { type Comparator, Difficulty, type Language, LANGUAGE_TABLE, MAX_PROBLEM_ALIAS_LENGTH, MAX_PROBLEM_ALIASES, PROBLEM_MESSAGES, type ProblemExample, type ProblemListQuery, type ProblemComplexity, type ProblemPayload, type ProblemSignature, type TimeLimitsMs } from '@algosheets/contracts';
import { DIFFICULTY_MESSAGE } from '@algosheets/judge';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimAll = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value);

/** Bounds that keep one problem well under a megabyte of stored text. */
const MAX_TEXT = 20_000;
const MAX_CODE = 50_000;
const MAX_TEST_TEXT = 1_000_000;

export class ExampleDto implements ProblemExample {
  @IsString({ message: PROBLEM_MESSAGES.input })
  @MaxLength(MAX_TEXT)
  input!: string;

  @IsString({ message: PROBLEM_MESSAGES.output })
  @MaxLength(MAX_TEXT)
  output!: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_TEXT)
  explanation?: string;
}

/**
 * Declares one property per row of the language table on a per-language DTO, with the decorators
 * `decorate` gives, applied in the order listed. A language added to the table is accepted here
 * without an edit (a property not declared is refused by the global pipe's `forbidNonWhitelisted`).
 */
function perLanguage(dto: abstract new () => object, decorate: () => PropertyDecorator[]): void {
  for (const row of LANGUAGE_TABLE) for (const decorator of decorate()) decorator(dto.prototype, row.value);
}

/** Examples per language; which languages need one is a definition rule (`problemDefinitionErrors`). */
export class ExamplesDto implements Partial<Record<Language, ProblemExample>> {}
perLanguage(ExamplesDto, () => [IsOptional(), ValidateNested(), Type(() => ExampleDto)]);

/** Starter code per language: text within its size bound; which languages need it is a definition rule. */
export class CodeSnippetsDto implements Partial<Record<Language, string>> {}
perLanguage(CodeSnippetsDto, () => [IsOptional(), IsString(), MaxLength(MAX_CODE)]);

/** Reference solutions per language: text within its size bound; which languages need one is a definition rule. */
export class ReferenceSolutionsDto implements Partial<Record<Language, string>> {}
perLanguage(ReferenceSolutionsDto, () => [IsOptional(), IsString(), MaxLength(MAX_CODE)]);

/** Per-language CPU time limits per test, ms: numbers for known languages; their range is a definition rule. */
export class TimeLimitsMsDto implements TimeLimitsMs {}
perLanguage(TimeLimitsMsDto, () => [IsOptional(), IsNumber({}, { message: 'a time limit must be a number of ms' })]);

export class TestCaseDto {
  @IsString({ message: PROBLEM_MESSAGES.input })
  @MaxLength(MAX_TEST_TEXT)
  input!: string;

  /**
   * The expected output. Blank only in a function-signature problem, where the reference
   * solutions' answer is stored instead; the service refuses it elsewhere with the form's message.
   */
  @IsString({ message: PROBLEM_MESSAGES.output })
  @MaxLength(MAX_TEST_TEXT)
  output!: string;

  /**
   * Shown to learners and used by Run; when no case is marked, the first one is a sample, and once
   * any is marked at least one must be true (the contracts' `sampleRuleError`, else 400).
   */
  @IsOptional()
  @IsBoolean()
  isSample?: boolean;
}

/**
 * Body of create and update: the HTTP shape only (each field's type, the size bounds that keep a
 * problem's stored text well under a megabyte, no unknown field). Whether the problem is valid
 * (minimum lengths, required languages, limits' ranges, signature, test cases...) is the judge's
 * `problemDefinitionErrors`, which the service applies, as the content check and the admin form
 * do: one home for those rules. Decorators run bottom-up.
 */
export class ProblemDto implements ProblemPayload {
  @ApiProperty({ minLength: 3 })
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  @IsString({ message: PROBLEM_MESSAGES.title })
  @Transform(trim)
  title!: string;

  @ApiProperty({ minLength: 10 })
  @MaxLength(MAX_TEXT, { message: `Description must be at most ${MAX_TEXT} characters` })
  @IsString({ message: PROBLEM_MESSAGES.description })
  description!: string;

  @ApiProperty({ enum: Difficulty })
  @IsString({ message: DIFFICULTY_MESSAGE })
  difficulty!: Difficulty;

  @ApiProperty({ type: [String], minItems: 1 })
  @ArrayMaxSize(30, { message: 'At most 30 tags' })
  @IsString({ each: true, message: 'Tags must be text' })
  @IsArray({ message: PROBLEM_MESSAGES.tags })
  @Transform(trimAll)
  tags!: string[];

  @ApiPropertyOptional({ type: [String], description: 'Company tags; each is also kept in tags' })
  @IsOptional()
  @ArrayMaxSize(30)
  @IsNotEmpty({ each: true })
  @IsString({ each: true })
  @IsArray()
  @Transform(trimAll)
  companies?: string[];

  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_PROBLEM_ALIASES,
    description: `Other well-known names, which the list's search matches; each 1 to ${MAX_PROBLEM_ALIAS_LENGTH} characters (trimmed), repeats ignoring case dropped. Omitted on update: the stored ones stay.`,
  })
  // Absent keeps the stored aliases on an update; null is no list and is refused like any other non-list.
  @ValidateIf((_dto, value) => value !== undefined)
  @IsString({ each: true, message: 'Aliases must be text' })
  @IsArray({ message: 'Aliases must be a list of names' })
  @Transform(trimAll)
  aliases?: string[];

  @ApiProperty({ minLength: 1 })
  @MaxLength(MAX_TEXT)
  @IsString({ message: PROBLEM_MESSAGES.constraints })
  constraints!: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_TEXT)
  hints?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_TEXT)
  editorial?: string | null;

  @ApiProperty({ type: [TestCaseDto], minItems: 1 })
  @ArrayMaxSize(200, { message: 'At most 200 test cases' })
  @ValidateNested({ each: true })
  @Type(() => TestCaseDto)
  @IsArray({ message: PROBLEM_MESSAGES.testcases })
  testcases!: TestCaseDto[];

  @ApiProperty({ type: ExamplesDto })
  @ValidateNested()
  @Type(() => ExamplesDto)
  @IsObject({ message: 'Examples are required' })
  examples!: ExamplesDto;

  @ApiProperty({ type: CodeSnippetsDto })
  @ValidateNested()
  @Type(() => CodeSnippetsDto)
  @IsObject({ message: 'Code snippets are required' })
  codeSnippets!: CodeSnippetsDto;

  @ApiProperty({ type: ReferenceSolutionsDto })
  @ValidateNested()
  @Type(() => ReferenceSolutionsDto)
  @IsObject({ message: 'Reference solutions are required' })
  referenceSolutions!: ReferenceSolutionsDto;

  @ApiPropertyOptional({ description: 'CPU time limit per test, ms (100 to 15000)' })
  @IsOptional()
  @IsNumber({}, { message: 'timeLimitMs must be a number of ms' })
  timeLimitMs?: number;

  @ApiPropertyOptional({
    type: TimeLimitsMsDto,
    description:
      'CPU time limit per test per language, ms (each 100 to 15000), e.g. {"PYTHON": 3000, "CPP": 1000}; a language without one gets timeLimitMs. Omitted on update: the stored ones stay; null: none.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => TimeLimitsMsDto)
  @IsObject({ message: 'timeLimitsMs must be an object or null' })
  timeLimitsMs?: TimeLimitsMsDto | null;

  @ApiPropertyOptional({ description: 'Memory limit per test, KB (16000 to 512000)' })
  @IsOptional()
  @IsNumber({}, { message: 'memoryLimitKb must be a number of KB' })
  memoryLimitKb?: number;

  @ApiPropertyOptional({
    description:
      'What the learner writes (function or design class); every problem has one (missing or null on create: 400). Omitted on update: the stored signature stays. Checked by the service: every name an identifier, every type known, every test case matching it.',
  })
  @IsOptional()
  @IsObject({ message: 'signature must be an object or null' })
  signature?: ProblemSignature | null;

  @ApiPropertyOptional({ description: 'How answers are compared: exact (default), float, unordered, unordered-deep or checker (with source)' })
  @IsOptional()
  @IsObject({ message: 'comparator must be an object or null' })
  comparator?: Comparator | null;

  @ApiPropertyOptional({
    description:
      'How the reference solution grows and how inputs of size n are drawn, for "Analyze growth": { reference: "O(n log n)", n: "nums.length", maxN, minN?, params: { <parameter>: constraints with "n" for the size } }; null: none. Omitted on update: the stored one stays. Checked by the service: classes, sizes, parameter names, inputs drawable at minN and maxN.',
  })
  @IsOptional()
  @IsObject({ message: 'complexity must be an object or null' })
  complexity?: ProblemComplexity | null;
}

/** Query of `get-all-problems`, with the problem list's filter semantics. */
export class ProblemListQueryDto implements ProblemListQuery {
  @IsOptional()
  @IsIn(Object.values(Difficulty), { message: 'difficulty must be one of EASY, MEDIUM, HARD' })
  difficulty?: Difficulty;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  tags?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  companies?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1 to 100000' })
  @Min(1, { message: 'page must be a whole number from 1 to 100000' })
  @Max(100_000, { message: 'page must be a whole number from 1 to 100000' })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number from 1 to 100' })
  @Min(1, { message: 'pageSize must be a whole number from 1 to 100' })
  @Max(100, { message: 'pageSize must be a whole number from 1 to 100' })
  pageSize?: number;
}
