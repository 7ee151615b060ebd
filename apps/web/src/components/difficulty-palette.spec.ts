import { difficultyPalette } from './difficulty-palette';

describe('difficultyPalette', () => {
  it('colours difficulties by the difficulty colour rule: EASY success, MEDIUM warning, anything else error', () => {
    expect(difficultyPalette('EASY')).toBe('green');
    expect(difficultyPalette('MEDIUM')).toBe('orange');
    expect(difficultyPalette('HARD')).toBe('red');
    expect(difficultyPalette('OTHER')).toBe('red');
  });
});
