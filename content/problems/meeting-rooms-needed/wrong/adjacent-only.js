'use strict';
function roomsNeeded(meetings) {
  // counts overlaps of consecutive meetings only
  const sorted = [...meetings].sort((a, b) => a[0] - b[0]);
  let rooms = 1;
  let cur = 1;
  for (let i = 1; i < sorted.length; i++) {
    cur = sorted[i][0] < sorted[i - 1][1] ? cur + 1 : 1;
    rooms = Math.max(rooms, cur);
  }
  return rooms;
}

// ---- input/output (do not edit) ----
const inputLines = require('fs').readFileSync(0, 'utf8').split('\n').map((s) => s.replace(/\r$/, ''));
let inputPos = 0;
const readLine = () => inputLines[inputPos++] ?? '';
const readTokens = () => readLine().trim().split(/\s+/).filter((t) => t.length > 0);
const headerMeetings = readTokens().map(Number);
const meetings = [];
for (let i = 0; i < headerMeetings[0]; i++) meetings.push(readTokens().map(Number));
const result = roomsNeeded(meetings);
console.log(String(result));
