import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** What the tests read of the rendered manifests; the rest of each object is Kubernetes' business. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each kind has its own spec; the tests read the fields they check
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

export interface Probe {
  httpGet?: { path: string; port: string | number };
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean }; configMapKeyRef?: unknown };
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}

export const K8S_DIR = path.resolve(__dirname, '../k8s');

/** `kubectl kustomize <dir>`, parsed: no cluster needed. */
export function render(dir = K8S_DIR): Manifest[] {
  const output = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  return parseAllDocuments(output).map((document) => document.toJS() as Manifest);
}

/** Renders deploy/k8s under an overlay that holds only `extra` (kustomization fields), as a deploy would. */
export function renderWithOverlay(extra: Record<string, unknown>): Manifest[] {
  const overlay = mkdtempSync(path.join(tmpdir(), 'k8s-overlay-'));
  try {
    const kustomization = { resources: [path.relative(overlay, K8S_DIR)], ...extra };
    writeFileSync(path.join(overlay, 'kustomization.yaml'), JSON.stringify(kustomization));
    return render(overlay);
  } finally {
    rmSync(overlay, { recursive: true, force: true });
  }
}

/** The keys secrets.env.example tells an operator to put into the `vitalia-secrets` Secret. */
export function documentedSecretKeys(): string[] {
  return readFileSync(path.join(K8S_DIR, 'secrets.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => line.slice(0, line.indexOf('=')));
}

export function ofKind(manifests: Manifest[], kind: string): Manifest[] {
  return manifests.filter((manifest) => manifest.kind === kind);
}

export function named(manifests: Manifest[], kind: string, name: string): Manifest {
  const found = manifests.find((manifest) => manifest.kind === kind && manifest.metadata.name === name);
  if (!found) throw new Error(`no ${kind} named ${name} in the rendered manifests`);
  return found;
}

export function containerOf(deployment: Manifest): Container {
  return deployment.spec.template.spec.containers[0];
}

export function podLabels(deployment: Manifest): Record<string, string> {
  return deployment.spec.template.metadata.labels;
}

export function selects(selector: Record<string, string>, labels: Record<string, string>): boolean {
  return Object.entries(selector).every(([key, value]) => labels[key] === value);
}

/** The container port a probe or a Service's targetPort names (by name or by number). */
export function resolvePort(container: Container, port: string | number): number | undefined {
  const match = container.ports?.find((entry) => entry.name === port || entry.containerPort === port);
  return match?.containerPort;
}

/** Every variable a container gets: its own `env` and every key of the ConfigMaps it takes whole. */
export function environmentOf(container: Container, manifests: Manifest[]): Map<string, EnvVar> {
  const variables = new Map<string, EnvVar>();
  for (const source of container.envFrom ?? []) {
    if (!source.configMapRef) continue;
    const configMap = named(manifests, 'ConfigMap', source.configMapRef.name);
    for (const [name, value] of Object.entries(configMap.data ?? {})) variables.set(name, { name, value });
  }
  for (const variable of container.env ?? []) variables.set(variable.name, variable);
  return variables;
}
