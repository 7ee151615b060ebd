import { probeDependency } from './dependency-probe';

describe('probeDependency', () => {
  it('reports up when the check resolves in time', async () => {
    await expect(probeDependency(async () => 'pong')).resolves.toBe('up');
  });

  it('reports down when the check rejects', async () => {
    await expect(probeDependency(async () => Promise.reject(new Error('ECONNREFUSED')))).resolves.toBe('down');
  });

  it('reports down when the check outlives the timeout', async () => {
    const started = Date.now();
    await expect(probeDependency(() => new Promise((resolve) => setTimeout(resolve, 1000)), 50)).resolves.toBe('down');
    expect(Date.now() - started).toBeLessThan(900);
  });
});
