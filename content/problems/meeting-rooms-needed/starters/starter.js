'use strict';
/**
 * @param {number[][]} meetings
 * @return {number}
 */
function roomsNeeded(meetings) {
  // Write your code here.
  return 0;
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
