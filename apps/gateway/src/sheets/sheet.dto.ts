import { type CreateSheetRequest, MAX_SHEET_NAME_LENGTH, PROBLEM_MESSAGES, type SheetProblemsRequest } from '@algosheets/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /playlist/create-playlist`: a name of 1 to {@link MAX_SHEET_NAME_LENGTH} characters once trimmed, with the create-sheet form's messages. */
export class CreateSheetDto implements CreateSheetRequest {
  @ApiProperty({ example: 'Graphs before Friday' })
  @MaxLength(MAX_SHEET_NAME_LENGTH, { message: PROBLEM_MESSAGES.sheetNameTooLong })
  @IsNotEmpty({ message: PROBLEM_MESSAGES.sheetName })
  @IsString({ message: PROBLEM_MESSAGES.sheetName })
  @Transform(trim)
  name!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(1000, { message: 'Description must be at most 1000 characters' })
  @IsString()
  description?: string;

  @ApiPropertyOptional({ description: 'Public (company) sheet: admins only' })
  @IsOptional()
  @IsBoolean({ message: 'isPublic must be true or false' })
  isPublic?: boolean;
}

/** `problemIds` of add-problem and remove-problem. */
export class SheetProblemsDto implements SheetProblemsRequest {
  @ApiProperty({ type: [String], format: 'uuid' })
  @ArrayMaxSize(200, { message: 'At most 200 problems at a time' })
  @ArrayMinSize(1, { message: 'At least one problem is required' })
  @IsUUID('all', { each: true, message: 'problemIds must be problem ids' })
  @IsArray({ message: 'problemIds must be a list of problem ids' })
  problemIds!: string[];
}
