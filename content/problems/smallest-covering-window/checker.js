// Any shortest covering window is right: the empty string exactly when the reference found none,
// otherwise the reference's length, a contiguous part of s, and holding every character of t as
// many times as t does.
const s = input[0];
const t = input[1];
if (typeof actual !== 'string' || actual.length !== expected.length) return false;
if (expected === '') return actual === '';
if (s.indexOf(actual) === -1) return false;
const need = new Map();
for (const c of t) need.set(c, (need.get(c) || 0) + 1);
for (const c of actual) if (need.has(c)) need.set(c, need.get(c) - 1);
for (const left of need.values()) if (left > 0) return false;
return true;
