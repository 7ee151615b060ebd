var isCheerful = function(n) {
  for (let step = 0; step < 5; step++) {
    if (n === 1) return true;
    let s = 0;
    for (const d of String(n)) s += Number(d) * Number(d);
    n = s;
  }
  return n === 1;
};
