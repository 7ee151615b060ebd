var roomsNeeded = function(meetings) {
  // counts overlaps of consecutive meetings only
  const sorted = [...meetings].sort((a, b) => a[0] - b[0]);
  let rooms = 1;
  let cur = 1;
  for (let i = 1; i < sorted.length; i++) {
    cur = sorted[i][0] < sorted[i - 1][1] ? cur + 1 : 1;
    rooms = Math.max(rooms, cur);
  }
  return rooms;
};
