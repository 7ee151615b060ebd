/**
 * The syscall filter every sandboxed process runs under, as a classic-BPF program for bubblewrap's
 * `--seccomp FD` (the kernel's `struct sock_filter` array, 8 bytes per instruction, little-endian).
 *
 * Default allow, with a deny list: the programs we judge are ordinary user-space code (interpreters,
 * JVMs, compilers), and a deny list of the kernel interfaces a sandbox escape or a host attack
 * goes through keeps every runtime working while closing those doors. The namespaces, the
 * non-root uid and the cgroup stay the primary walls; this is the layer beneath them.
 */

/** `AUDIT_ARCH_X86_64`: the filter is written for x86-64 syscall numbers. */
const AUDIT_ARCH_X86_64 = 0xc000003e;
/** Syscall numbers at or above this are the x32 ABI, which would bypass a table of x86-64 numbers. */
const X32_SYSCALL_BIT = 0x40000000;

const SECCOMP_RET_KILL_PROCESS = 0x80000000;
const SECCOMP_RET_ERRNO = 0x00050000;
const SECCOMP_RET_ALLOW = 0x7fff0000;
const EPERM = 1;
const ENOSYS = 38;

/** Offsets in `struct seccomp_data`: nr, arch, then args[i] at 16 + 8i (low 32 bits first). */
const DATA_NR = 0;
const DATA_ARCH = 4;
const DATA_ARG0_LOW = 16;

const BPF_LD_W_ABS = 0x20;
const BPF_JEQ_K = 0x15;
const BPF_JGE_K = 0x35;
const BPF_JSET_K = 0x45;
const BPF_RET_K = 0x06;

/** clone flags that create namespaces: CLONE_NEWTIME, NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET. */
const CLONE_NAMESPACE_FLAGS = 0x00000080 | 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000;
/** `personality(0xffffffff)` only queries the persona; PER_LINUX (0) is the default one. */
const PERSONALITY_QUERY = 0xffffffff;
const PER_LINUX = 0;

/** x86-64 numbers of syscalls refused with EPERM, by name. */
export const DENIED_SYSCALLS: Readonly<Record<string, number>> = {
  ptrace: 101,
  syslog: 103,
  uselib: 134,
  vhangup: 153,
  pivot_root: 155,
  _sysctl: 156,
  adjtimex: 159,
  chroot: 161,
  acct: 163,
  settimeofday: 164,
  mount: 165,
  umount2: 166,
  swapon: 167,
  swapoff: 168,
  reboot: 169,
  sethostname: 170,
  setdomainname: 171,
  iopl: 172,
  ioperm: 173,
  create_module: 174,
  init_module: 175,
  delete_module: 176,
  get_kernel_syms: 177,
  query_module: 178,
  quotactl: 179,
  nfsservctl: 180,
  lookup_dcookie: 212,
  clock_settime: 227,
  kexec_load: 246,
  add_key: 248,
  request_key: 249,
  keyctl: 250,
  unshare: 272,
  // A slot's CPU pinning (SANDBOX_CPU_PINNING) must hold: no run widens its affinity.
  sched_setaffinity: 203,
  perf_event_open: 298,
  fanotify_init: 300,
  name_to_handle_at: 303,
  open_by_handle_at: 304,
  clock_adjtime: 305,
  setns: 308,
  process_vm_readv: 310,
  process_vm_writev: 311,
  kcmp: 312,
  finit_module: 313,
  kexec_file_load: 320,
  bpf: 321,
  userfaultfd: 323,
  io_uring_setup: 425,
  io_uring_enter: 426,
  io_uring_register: 427,
  open_tree: 428,
  move_mount: 429,
  fsopen: 430,
  fsconfig: 431,
  fsmount: 432,
  fspick: 433,
  mount_setattr: 442,
};

const CLONE = 56;
const PERSONALITY = 135;
/** clone3 passes its flags in memory the filter cannot read: ENOSYS makes glibc fall back to clone. */
const CLONE3 = 435;

type Instruction = [code: number, jt: number, jf: number, k: number];

const load = (offset: number): Instruction => [BPF_LD_W_ABS, 0, 0, offset];
const ret = (value: number): Instruction => [BPF_RET_K, 0, 0, value];

/**
 * Builds the filter: wrong architecture (a 32-bit `int 0x80` call) kills the process; x32
 * numbers and clone3 answer ENOSYS; clone with any namespace flag, personality other than the
 * default or a query (no ADDR_NO_RANDOMIZE, no READ_IMPLIES_EXEC), and every syscall of
 * {@link DENIED_SYSCALLS} answer EPERM; the rest is allowed.
 * @param arch Node's `process.arch` of the host
 * @throws Error on an architecture other than x64 (the syscall numbers are x86-64's)
 */
export function seccompFilter(arch: string = process.arch): Buffer {
  if (arch !== 'x64') throw new Error(`the sandbox's syscall filter is written for x86-64, not ${arch}`);
  const program: Instruction[] = [
    load(DATA_ARCH),
    [BPF_JEQ_K, 1, 0, AUDIT_ARCH_X86_64],
    ret(SECCOMP_RET_KILL_PROCESS),
    load(DATA_NR),
    [BPF_JGE_K, 0, 1, X32_SYSCALL_BIT],
    ret(SECCOMP_RET_ERRNO | ENOSYS),
    [BPF_JEQ_K, 0, 1, CLONE3],
    ret(SECCOMP_RET_ERRNO | ENOSYS),
    // clone: refuse namespace flags (threads and fork pass); the argument replaces nr in A, so
    // both outcomes return here.
    [BPF_JEQ_K, 0, 4, CLONE],
    load(DATA_ARG0_LOW),
    [BPF_JSET_K, 0, 1, CLONE_NAMESPACE_FLAGS],
    ret(SECCOMP_RET_ERRNO | EPERM),
    ret(SECCOMP_RET_ALLOW),
    [BPF_JEQ_K, 0, 5, PERSONALITY],
    load(DATA_ARG0_LOW),
    [BPF_JEQ_K, 2, 0, PER_LINUX],
    [BPF_JEQ_K, 1, 0, PERSONALITY_QUERY],
    ret(SECCOMP_RET_ERRNO | EPERM),
    ret(SECCOMP_RET_ALLOW),
  ];
  for (const nr of Object.values(DENIED_SYSCALLS)) program.push([BPF_JEQ_K, 0, 1, nr], ret(SECCOMP_RET_ERRNO | EPERM));
  program.push(ret(SECCOMP_RET_ALLOW));
  const buffer = Buffer.alloc(program.length * 8);
  program.forEach(([code, jt, jf, k], i) => {
    buffer.writeUInt16LE(code, i * 8);
    buffer.writeUInt8(jt, i * 8 + 2);
    buffer.writeUInt8(jf, i * 8 + 3);
    buffer.writeUInt32LE(k >>> 0, i * 8 + 4);
  });
  return buffer;
}
