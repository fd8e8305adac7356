import { commonConfigShape } from '@app/service-kit';
import type { z } from 'zod';
import { accountConfigShape } from '../../services/account/src/config';
import { gatewayConfigShape } from '../../services/gateway/src/config';
import { identityConfigShape } from '../../services/identity/src/config';
import { proConfigShape } from '../../services/pro/src/config';
import { sharingConfigShape } from '../../services/sharing/src/config';
import { symptomsConfigShape } from '../../services/symptoms/src/config';
import {
  containerOf,
  documentedSecretKeys,
  environmentOf,
  type Manifest,
  named,
  ofKind,
  podLabels,
  render,
  renderWithOverlay,
  resolvePort,
  selects,
} from './rendered-manifests';

type Shape = Record<string, z.ZodType>;

/**
 * Each process of the site, the settings it reads, and the ones every replica must be given alike
 * (generated per process otherwise, so two replicas would disagree).
 */
const PROCESSES: { name: string; shape: Shape; sharedByReplicas: string[] }[] = [
  {
    name: 'identity',
    shape: { ...commonConfigShape(4001), ...identityConfigShape },
    sharedByReplicas: ['INTERNAL_TOKEN', 'JWT_PRIVATE_KEY', 'TOTP_ENCRYPTION_KEY'],
  },
  { name: 'account', shape: { ...commonConfigShape(4002), ...accountConfigShape }, sharedByReplicas: ['INTERNAL_TOKEN'] },
  {
    name: 'symptoms',
    shape: { ...commonConfigShape(4003), ...symptomsConfigShape },
    sharedByReplicas: ['INTERNAL_TOKEN', 'GUEST_COOKIE_SECRET'],
  },
  { name: 'pro', shape: { ...commonConfigShape(4004), ...proConfigShape }, sharedByReplicas: ['INTERNAL_TOKEN'] },
  { name: 'sharing', shape: { ...commonConfigShape(4005), ...sharingConfigShape }, sharedByReplicas: ['INTERNAL_TOKEN'] },
  { name: 'gateway', shape: gatewayConfigShape, sharedByReplicas: ['INTERNAL_TOKEN'] },
];
const SERVICES = PROCESSES.filter((process) => process.name !== 'gateway').map((process) => process.name);
const REMOTES = ['mf-symptoms', 'mf-account', 'mf-pro', 'mf-sharing'];
const WORKLOADS = [...SERVICES, 'gateway', ...REMOTES];

/** Variables whose values are credentials: they come from the Secret, never from a manifest. */
const SECRET_VARIABLE = /(^|_)(DATABASE_URL|REDIS_URL|SMTP_URL|TOKEN|SECRET|KEY|PASSWORD)$/;
const CREDENTIALS_IN_URL = /:\/\/[^/\s:@]+:[^/\s@]+@/;

/** Settings a cluster must set: required by the schema, or defaulting to this machine, which a pod is not. */
function settingsToSet(shape: Shape): string[] {
  return Object.entries(shape)
    .filter(([, schema]) => {
      const unset = schema.safeParse(undefined);
      return !unset.success || /127\.0\.0\.1|localhost/.test(JSON.stringify(unset.data) ?? '');
    })
    .map(([name]) => name);
}

describe('the Kubernetes manifests (kubectl kustomize deploy/k8s)', () => {
  let manifests: Manifest[];
  const deployment = (name: string) => named(manifests, 'Deployment', name);

  beforeAll(() => {
    manifests = render();
  });

  it('run one Deployment per service, the gateway and each remote', () => {
    expect(
      ofKind(manifests, 'Deployment')
        .map((found) => found.metadata.name)
        .sort(),
    ).toEqual([...WORKLOADS].sort());
  });

  it('start each remote’s server on its own build', () => {
    for (const remote of REMOTES) {
      expect(containerOf(deployment(remote)).command).toEqual([
        'node',
        'scripts/serve-remote.mjs',
        `${remote}/dist`,
        expect.stringMatching(/^\d+$/),
        '0.0.0.0',
      ]);
    }
  });

  it.each(WORKLOADS)('probe %s for liveness at /healthz and readiness at /readyz, on the port it listens on', (name) => {
    const container = containerOf(deployment(name));
    const listensOn = REMOTES.includes(name)
      ? Number(container.command![3])
      : Number(container.env?.find((variable) => variable.name === 'PORT')?.value);

    expect(container.ports).toEqual([{ name: 'http', containerPort: listensOn }]);
    expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
    for (const probe of [container.livenessProbe, container.readinessProbe, container.startupProbe]) {
      if (probe) expect(resolvePort(container, probe.httpGet!.port)).toBe(listensOn);
    }
  });

  it.each(WORKLOADS)('give %s requests and limits of CPU and memory', (name) => {
    const { resources } = containerOf(deployment(name));
    expect(Object.keys(resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
    expect(Object.keys(resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);
  });

  it.each(WORKLOADS)('keep at least 2 replicas of %s (stateless: its data is in PostgreSQL)', (name) => {
    const autoscaler = ofKind(manifests, 'HorizontalPodAutoscaler').find((found) => found.spec.scaleTargetRef.name === name);
    // An autoscaled Deployment sets no count of its own, or every apply would reset the autoscaler's.
    if (autoscaler) {
      expect(deployment(name).spec.replicas).toBeUndefined();
      expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
    } else {
      expect(deployment(name).spec.replicas).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(WORKLOADS)('let a disruption budget keep %s serving while nodes are drained', (name) => {
    const labels = podLabels(deployment(name));
    const budgets = ofKind(manifests, 'PodDisruptionBudget').filter((budget) => selects(budget.spec.selector.matchLabels, labels));
    expect(budgets).toHaveLength(1);
    expect(budgets[0]!.spec.maxUnavailable ?? 0).toBeLessThan(2);
  });

  it('autoscale symptoms and the gateway on CPU, which their pods request', () => {
    const autoscalers = ofKind(manifests, 'HorizontalPodAutoscaler');
    expect(autoscalers.map((found) => found.spec.scaleTargetRef).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { apiVersion: 'apps/v1', kind: 'Deployment', name: 'gateway' },
      { apiVersion: 'apps/v1', kind: 'Deployment', name: 'symptoms' },
    ]);
    for (const autoscaler of autoscalers) {
      expect(autoscaler.spec.metrics).toEqual([
        expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) }),
      ]);
      expect(containerOf(deployment(autoscaler.spec.scaleTargetRef.name)).resources?.requests?.cpu).toBeDefined();
    }
  });

  it.each(WORKLOADS)('reach %s through a Service on its pods’ port', (name) => {
    const service = named(manifests, 'Service', name);
    const container = containerOf(deployment(name));
    expect(selects(service.spec.selector, podLabels(deployment(name)))).toBe(true);
    for (const port of service.spec.ports) expect(resolvePort(container, port.targetPort)).toBeDefined();
  });

  it('point every address in the settings at a Service and its port', () => {
    const config = ofKind(manifests, 'ConfigMap')[0]!;
    const internal = Object.values(config.data ?? {}).filter((value) => /^https?:\/\/[a-z0-9-]+[:/]/.test(value));
    expect(internal.length).toBeGreaterThan(0);
    for (const address of internal) {
      const url = new URL(address);
      const service = named(manifests, 'Service', url.hostname);
      expect(service.spec.ports.map((port: { port: number }) => port.port)).toContain(Number(url.port));
    }
  });

  it('put no secret in a manifest: each comes from the vitalia-secrets Secret, which secrets.env.example documents', () => {
    expect(ofKind(manifests, 'Secret')).toEqual([]);
    const documented = documentedSecretKeys();
    for (const config of ofKind(manifests, 'ConfigMap')) {
      for (const [name, value] of Object.entries(config.data ?? {})) {
        expect(name).not.toMatch(SECRET_VARIABLE);
        expect(value).not.toMatch(CREDENTIALS_IN_URL);
      }
    }
    for (const found of ofKind(manifests, 'Deployment')) {
      for (const variable of containerOf(found).env ?? []) {
        if (SECRET_VARIABLE.test(variable.name)) {
          expect({ [variable.name]: variable.valueFrom?.secretKeyRef?.name }).toEqual({ [variable.name]: 'vitalia-secrets' });
        }
        if (variable.value !== undefined) expect(variable.value).not.toMatch(CREDENTIALS_IN_URL);
        const key = variable.valueFrom?.secretKeyRef?.key;
        if (key) expect(documented).toContain(key);
      }
    }
  });

  it.each(PROCESSES)('give $name every setting a cluster needs, each valid', ({ name, shape, sharedByReplicas }) => {
    const environment = environmentOf(containerOf(deployment(name)), manifests);
    const needed = [
      ...settingsToSet(shape),
      'NODE_ENV',
      'PUBLIC_ORIGIN',
      ...(name === 'gateway' ? [] : ['DATABASE_URL']),
      ...sharedByReplicas,
    ];
    expect(needed.filter((setting) => !environment.has(setting))).toEqual([]);

    for (const [setting, variable] of environment) {
      if (variable.value === undefined || !(setting in shape)) continue;
      const parsed = shape[setting]!.safeParse(variable.value);
      expect({ [setting]: parsed.success }).toEqual({ [setting]: true });
    }
    expect(environment.get('NODE_ENV')?.value).toBe('production');
  });

  it('let a deploy pin every container to one image tag', () => {
    const pinned = renderWithOverlay({ images: [{ name: 'vitalia/app', newTag: '2026.11.25' }] });
    const images = ofKind(pinned, 'Deployment').map((found) => containerOf(found).image);
    expect(new Set(images)).toEqual(new Set(['vitalia/app:2026.11.25']));
  });
});
