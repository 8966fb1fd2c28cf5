import { isIPv4, isIPv6 } from 'node:net';

/**
 * Where a request comes from, as precise as a person needs to recognise it and no more
 * (docs/product/payout-safety.md#new-device-alerts): the network (/24 of an IPv4 address, /48 of
 * an IPv6 one) and the browser and system family without versions.
 */
export interface ClientPlace {
  network: string | null;
  device: string;
}

/** The IPv6 address's eight groups, '::' expanded; undefined if it is not one. */
function ipv6Groups(ip: string): number[] | undefined {
  const [head = '', tail] = ip.split('::');
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail ?? '');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return undefined;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}

export function networkOf(ip: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return null;
  const groups = ipv6Groups(ip.replace(/%.*$/, ''));
  if (!groups) return null;
  return `${groups
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(':')}::/48`;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iPhone o iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome en Android', 'Safari en iPhone o iPad'; 'Navegador desconocido' without a match. */
export function deviceOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (!browser && !system) return 'Navegador desconocido';
  return `${browser ?? 'Navegador'} en ${system ?? 'sistema desconocido'}`;
}

export const clientPlace = (ip: string, userAgent: string | undefined): ClientPlace => ({
  network: networkOf(ip),
  device: deviceOf(userAgent),
});

/** The creditor's request an account event came from (its address and user-agent header). */
export interface RequestOrigin {
  ip: string;
  userAgent?: string;
}

/** The network and device of the request an event came from; nothing without one. */
export const placeOf = (from: RequestOrigin | undefined): Partial<ClientPlace> =>
  from ? clientPlace(from.ip, from.userAgent) : {};
