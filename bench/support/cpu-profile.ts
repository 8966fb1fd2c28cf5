import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Where a function's code comes from: an npm package, our code, or Node/V8 itself. */
function origin(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(nativo de V8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return 'node (internos)';
  const ours = /\/(server|schemas|bench)\//.exec(url)?.[1];
  return ours ? `nuestro código (${ours}/)` : url;
}

/**
 * Summarises the V8 CPU profile in `dir` (the only one there): the share of busy samples (idle
 * left out) by origin, and the busiest functions by self time.
 */
export function summariseCpuProfile(dir: string, top = 12): string {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`No hay perfil de CPU en ${dir}`);
  const { nodes } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
    nodes: ProfileNode[];
  };
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const { callFrame, hitCount = 0 } of nodes) {
    if (callFrame.functionName === '(idle)' || hitCount === 0) continue;
    busy += hitCount;
    const from = origin(callFrame.url, callFrame.functionName);
    byOrigin.set(from, (byOrigin.get(from) ?? 0) + hitCount);
    const where = callFrame.url
      ? `${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}`
      : '';
    const fn = `${callFrame.functionName || '(anónima)'} ${where} [${from}]`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + hitCount);
  }
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, hits]) => `  ${((100 * hits) / busy).toFixed(1).padStart(5)} %  ${name}`);
  return [
    'Por origen (% del tiempo ocupado):',
    ...rows(byOrigin),
    'Funciones con más tiempo propio:',
    ...rows(byFunction),
  ].join('\n');
}
