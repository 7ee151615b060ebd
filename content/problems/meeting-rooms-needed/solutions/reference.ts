function roomsNeeded(meetings: number[][]): number {
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
}

// ---- input/output (do not edit) ----
const inputLines: string[] = require('fs').readFileSync(0, 'utf8').split('\n').map((s: string) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = (): string => inputLines[inputPos++] ?? '';
const readTokens = (): string[] => readLine().trim().split(/\s+/).filter((t: string) => t.length > 0);
const headerMeetings: number[] = readTokens().map(Number);
const meetings: number[][] = [];
for (let i = 0; i < headerMeetings[0]; i++) meetings.push(readTokens().map(Number));
const result = roomsNeeded(meetings);
console.log(String(result));
