import { join } from 'node:path';
import { kustomizeBuild } from './support/kustomize';
import { ROOT } from './support/repo';

type ConfigMap = { kind: string; metadata: { name: string }; data: Record<string, string> };

describe('the loadtest overlay\'s capacity profile', () => {
  it('is the loadtest overlay with the queue-depth guard lifted, and nothing else changed', () => {
    const loadtest = kustomizeBuild(join(ROOT, 'k8s', 'overlays', 'loadtest'));
    const capacity = kustomizeBuild(join(ROOT, 'k8s', 'overlays', 'loadtest', 'capacity'));
    const config = (objects: unknown[]) => objects.find((o) => (o as ConfigMap).kind === 'ConfigMap' && (o as ConfigMap).metadata.name === 'algosheets-config') as ConfigMap;
    expect(config(loadtest).data.EXECUTION_QUEUE_MAX_WAITING).not.toBe('100000');
    expect(config(capacity).data).toEqual({ ...config(loadtest).data, EXECUTION_QUEUE_MAX_WAITING: '100000' });
    const others = (objects: unknown[]) => objects.filter((o) => o !== config(objects));
    expect(others(capacity)).toEqual(others(loadtest));
  });
});
