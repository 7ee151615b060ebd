import { ReviewRating, type ReviewRequest } from '@algosheets/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsEnum } from 'class-validator';

const RATINGS = Object.values(ReviewRating).join(', ');

/** `POST /review/{problemId}`. */
export class ReviewDto implements ReviewRequest {
  @ApiProperty({ enum: ReviewRating, example: ReviewRating.Good })
  @IsEnum(ReviewRating, { message: `rating must be one of ${RATINGS}` })
  rating!: ReviewRating;
}
