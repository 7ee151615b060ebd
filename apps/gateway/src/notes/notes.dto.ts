import { NOTE_MAX_LENGTH, type NoteRequest } from '@algosheets/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, MaxLength, NotContains } from 'class-validator';

/** `PUT /problems/{id}/note`: Markdown up to {@link NOTE_MAX_LENGTH} characters; empty clears it. */
export class NoteDto implements NoteRequest {
  @ApiProperty({ maxLength: NOTE_MAX_LENGTH, example: '- Two pointers: sort first, then move the larger end.' })
  @MaxLength(NOTE_MAX_LENGTH, { message: `A note must be at most ${NOTE_MAX_LENGTH} characters` })
  @IsString({ message: 'body must be text' })
  body!: string;
}

/** `GET /notes?q=`: the text to look for in the caller's notes. */
export class NoteSearchQueryDto {
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'two pointers' })
  // PostgreSQL text cannot hold NUL, so such a query could never match (and would fail in the driver).
  @NotContains('\u0000', { message: 'q must not contain NUL characters' })
  @Length(1, 200, { message: 'q must be 1 to 200 characters' })
  @IsString({ message: 'q must be text' })
  q!: string;
}
