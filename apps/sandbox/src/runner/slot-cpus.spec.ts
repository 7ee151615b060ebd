import { parseCpuList, slotCpus } from './slot-cpus';

describe('slot CPUs', () => {
  it('reads a Cpus_allowed_list of ranges and single CPUs', () => {
    expect(parseCpuList('0-3,8,10-11\n')).toEqual([0, 1, 2, 3, 8, 10, 11]);
    expect(parseCpuList('5')).toEqual([5]);
    for (const bad of ['', '3-1', 'a', '1,,2']) expect(() => parseCpuList(bad)).toThrow('not a CPU list');
  });

  it('hands the allowed CPUs to the slots in turn, slot i on the (i mod n)-th', () => {
    const status = 'Name:\tnode\nCpus_allowed:\t3c\nCpus_allowed_list:\t2-5\nMems_allowed:\t1\n';
    expect(slotCpus(2, status)).toEqual([2, 3]);
    expect(slotCpus(6, status)).toEqual([2, 3, 4, 5, 2, 3]);
    expect(() => slotCpus(2, 'Name:\tnode\n')).toThrow('no Cpus_allowed_list');
  });

  it("reads this process's own affinity by default", () => {
    expect(slotCpus(1)).toHaveLength(1);
  });
});
