import { FAKE_RECORD } from './harness-scenarios';

/**
 * Learner code for the shared scenarios in JavaScript; the TypeScript spec uses the same code,
 * which is also valid TypeScript (untyped parameters are `any` with the compiler's defaults).
 * `annotate` adds a type annotation where TypeScript wants one.
 */
export function nodeScenarioCode(annotate: (js: string, ts: string) => string) {
  const echoMethods = ['intValue', 'longValue', 'doubleValue', 'boolValue', 'stringValue', 'charValue', 'matrix', 'words', 'listValue', 'treeValue', 'forest', 'doubles'];
  return {
    echo: `class Echo {
  ${annotate('', 'total: number;\n  ')}constructor(start) {
    this.total = start;
  }
${echoMethods.map((name) => `  ${name}(x) {\n    return x;\n  }\n`).join('')}
  bump() {
    this.total += 1;
  }

  count() {
    return this.total;
  }
}
`,
    probe: `${annotate('', 'declare const process: any; ')}var probe = function (mode, nums) {
  if (mode === 'throw') {
    return nums[nums.length + 5].toString();
  }
  if (mode === 'print') {
    console.log('visible', nums.length);
  } else if (mode === 'fake') {
    var fake = ${JSON.stringify(FAKE_RECORD)};
    process.stdout.write(fake);
    console.log(fake);
    process.stdout.write('\\u001e');
  } else if (mode === 'raw') {
    process.stdout.write('raw bytes\\n');
  } else if (mode === 'burn') {
    var start = process.cpuUsage();
    while (process.cpuUsage(start).user < 300000) {}
  } else if (mode === 'flood') {
    for (var i = 0; i < 200; i++) console.log(new Array(1000).join('x'));
  } else if (mode === 'loop') {
    while (true) {}
  } else if (mode === 'crash') {
    process.exit(3);
  }
  return nums;
};
`,
    throwLine: 3,
    throwMessage: "TypeError: Cannot read properties of undefined (reading 'toString')",
    rotate: `function rotateRight(nums${annotate('', ': number[]')}, k${annotate('', ': number')})${annotate('', ': void')} {
  if (nums.length === 0) return;
  k %= nums.length;
  const moved = nums.splice(nums.length - k, k);
  nums.unshift(...moved);
}
`,
    syntaxError: `var probe = function (mode, nums) {
  let x = 1;
  return nums +* 2;
};
`,
    syntaxErrorLine: 3,
  };
}
