import { Language, SOURCE_CODE_MAX_LENGTH, type EditorLanguageRequest, type SaveDraftRequest } from '@algosheets/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

const LANGUAGES = Object.values(Language);
const LANGUAGE_MESSAGE = `language must be one of ${LANGUAGES.join(', ')}`;
/** Largest revision a client can name: the sequence's values stay exact JavaScript integers. */
const MAX_REVISION = Number.MAX_SAFE_INTEGER;

/** Path of `/problems/{id}/editor/...`. */
export class ProblemPathDto {
  @IsUUID('all', { message: 'id must be a problem id' })
  id!: string;
}

/** Path of `/problems/{id}/drafts/{language}`. */
export class DraftPathDto extends ProblemPathDto {
  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGE })
  language!: Language;
}

/** `PUT /problems/{id}/editor/language`. */
export class EditorLanguageDto implements EditorLanguageRequest {
  @ApiProperty({ enum: LANGUAGES, example: 'PYTHON' })
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGE })
  language!: Language;
}

/** `PUT /problems/{id}/drafts/{language}`: code up to {@link SOURCE_CODE_MAX_LENGTH} characters and the revision it was based on. */
export class SaveDraftDto implements SaveDraftRequest {
  @ApiProperty({ maxLength: SOURCE_CODE_MAX_LENGTH, example: 'function twoSum(nums, target) {\n}\n' })
  @MaxLength(SOURCE_CODE_MAX_LENGTH, { message: `code must be at most ${SOURCE_CODE_MAX_LENGTH} characters` })
  @IsString({ message: 'code must be text' })
  code!: string;

  @ApiProperty({ minimum: 0, example: 0, description: 'The revision this code was based on; 0 when the client knows of no draft' })
  @Max(MAX_REVISION, { message: 'baseRevision must be a whole number from 0' })
  @Min(0, { message: 'baseRevision must be a whole number from 0' })
  @IsInt({ message: 'baseRevision must be a whole number from 0' })
  baseRevision!: number;
}
