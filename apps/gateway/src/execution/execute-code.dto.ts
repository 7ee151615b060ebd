import { LANGUAGE_ID_MESSAGE, SOURCE_CODE_MAX_LENGTH, type ComplexityRequest, type CounterexampleRequest, type ExecuteCodeRequest } from '@algosheets/contracts';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';

/** Largest source accepted, in characters (a long interview solution is a few KB); drafts share it. */
export const MAX_SOURCE_LENGTH = SOURCE_CODE_MAX_LENGTH;
/** Most inputs a Run may carry: one Judge0 batch. */
export const MAX_RUN_INPUTS = 20;
/** Largest single input or expected output, in characters. */
export const MAX_INPUT_LENGTH = 65_536;

/**
 * `POST /execute-code/counterexample` body: the learner's code and the problem, bounded as a Run's;
 * the fields every execution request carries.
 */
export class CounterexampleDto implements CounterexampleRequest {
  @IsString({ message: 'source_code must be text' })
  @MinLength(1, { message: 'source_code must not be empty' })
  @MaxLength(MAX_SOURCE_LENGTH, { message: `source_code must be at most ${MAX_SOURCE_LENGTH} characters` })
  source_code!: string;

  @IsInt({ message: LANGUAGE_ID_MESSAGE })
  language_id!: number;

  @IsUUID('all', { message: 'problemId must be a problem id' })
  problemId!: string;
}

/** `POST /execute-code/complexity` body: the same code, language and problem as the finder's. */
export class ComplexityDto extends CounterexampleDto implements ComplexityRequest {}

/** `POST /execute-code` body (the API's Run/Submit call), with bounded sizes. */
export class ExecuteCodeDto extends CounterexampleDto implements ExecuteCodeRequest {
  @IsArray({ message: 'stdin must be a list of inputs' })
  @ArrayMaxSize(MAX_RUN_INPUTS, { message: `stdin may hold at most ${MAX_RUN_INPUTS} inputs` })
  @IsString({ each: true, message: 'each stdin entry must be text' })
  @MaxLength(MAX_INPUT_LENGTH, { each: true, message: `each stdin entry must be at most ${MAX_INPUT_LENGTH} characters` })
  stdin!: string[];

  @IsArray({ message: 'expected_outputs must be a list' })
  @ArrayMaxSize(MAX_RUN_INPUTS, { message: `expected_outputs may hold at most ${MAX_RUN_INPUTS} entries` })
  @IsString({ each: true, message: 'each expected_outputs entry must be text' })
  @MaxLength(MAX_INPUT_LENGTH, { each: true, message: `each expected_outputs entry must be at most ${MAX_INPUT_LENGTH} characters` })
  expected_outputs!: string[];

  @IsBoolean({ message: 'store must be true (Submit) or false (Run)' })
  store!: boolean;
}
