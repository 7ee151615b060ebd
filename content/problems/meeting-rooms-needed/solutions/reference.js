/**
 * @param {number[][]} meetings
 * @return {number}
 */
var roomsNeeded = function(meetings) {
  const starts = meetings.map((m) => m[0]).sort((a, b) => a - b);
  const ends = meetings.map((m) => m[1]).sort((a, b) => a - b);
  let j = 0;
  let running = 0;
  let best = 0;
  for (const s of starts) {
    while (ends[j] <= s) {
      j++;
      running--;
    }
    running++;
    best = Math.max(best, running);
  }
  return best;
};
