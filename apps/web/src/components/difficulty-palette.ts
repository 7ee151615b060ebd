import { Difficulty } from '@algosheets/contracts';

/**
 * Chakra colour palette of a difficulty badge or bar, the difficulty colour rule: EASY success (green),
 * MEDIUM warning (orange), anything else error (red). Every screen that colours a difficulty (the
 * problems list, a sheet, the workspace, the review list, the profile) reads it from here.
 */
export function difficultyPalette(difficulty: string): 'green' | 'orange' | 'red' {
  if (difficulty === Difficulty.Easy) return 'green';
  if (difficulty === Difficulty.Medium) return 'orange';
  return 'red';
}
