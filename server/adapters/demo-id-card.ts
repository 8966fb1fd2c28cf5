import sharp from 'sharp';

export type CardSide = 'front' | 'back';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const frame = (body: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
  <defs>
    <linearGradient id="card" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#E7F4EE"/><stop offset="1" stop-color="#C9E6DA"/>
    </linearGradient>
  </defs>
  <rect width="960" height="640" fill="#CBD5E1"/>
  <rect x="52" y="50" width="856" height="540" rx="30" fill="url(#card)" stroke="#94A3B8"/>
  ${body}
  <text x="480" y="360" text-anchor="middle" font-family="sans-serif" font-size="54" font-weight="700"
    fill="#26A17B" fill-opacity="0.16" transform="rotate(-18 480 360)">SIN VALIDEZ OFICIAL</text>
</svg>`;

function frontSvg(fullName: string) {
  const [first = '', ...rest] = fullName.toUpperCase().split(' ');
  const field = (y: number, label: string, value: string) => `
    <text x="330" y="${y}" font-family="sans-serif" font-size="17" fill="#475569">${label}</text>
    <text x="330" y="${y + 30}" font-family="sans-serif" font-size="26" font-weight="700" fill="#0F172A">${escapeXml(value)}</text>`;
  return frame(`
  <rect x="52" y="50" width="856" height="74" rx="30" fill="#0F172A"/>
  <rect x="52" y="94" width="856" height="30" fill="#0F172A"/>
  <text x="92" y="100" font-family="sans-serif" font-size="28" font-weight="700" fill="#FFFFFF">IDENTIFICACIÓN DE MUESTRA</text>
  <text x="868" y="100" text-anchor="end" font-family="sans-serif" font-size="20" fill="#A7F3D0">DEMO</text>
  <rect x="92" y="160" width="200" height="250" rx="16" fill="#F8FAFC" stroke="#94A3B8"/>
  <circle cx="192" cy="255" r="52" fill="#94A3B8"/>
  <path d="M112 405 C112 330 272 330 272 405 Z" fill="#94A3B8"/>
  ${field(170, 'NOMBRE', first)}
  ${field(230, 'APELLIDOS', rest.join(' '))}
  ${field(290, 'FECHA DE NACIMIENTO', '12/05/1988')}
  ${field(350, 'CLAVE DE ELECTOR', 'MSTR880512DEMO01')}
  ${field(430, 'VIGENCIA', '2034')}
  <text x="92" y="555" font-family="sans-serif" font-size="17" fill="#475569">Documento generado para la demostración</text>`);
}

function backSvg() {
  const bars = Array.from({ length: 64 }, (_, i) => {
    const width = [3, 6, 2, 5, 4][i % 5] ?? 3;
    return `<rect x="${100 + i * 11}" y="150" width="${width}" height="110" fill="#0F172A"/>`;
  }).join('');
  const mrz = [
    'IDMEX0000000000<<0000000000000',
    '8805127M3412319MEX<02<<<<<<<<6',
    'MUESTRA<<DEMO<CARTERA<<<<<<<<<',
  ];
  return frame(`
  <rect x="52" y="90" width="856" height="26" fill="#334155"/>
  ${bars}
  <text x="100" y="310" font-family="sans-serif" font-size="20" fill="#475569">Reverso de la identificación de muestra</text>
  <rect x="80" y="420" width="800" height="140" rx="10" fill="#F8FAFC"/>
  ${mrz.map((line, i) => `<text x="100" y="${465 + i * 38}" font-family="monospace" font-size="30" letter-spacing="3" fill="#0F172A">${escapeXml(line)}</text>`).join('')}`);
}

/** A made-up ID card photo (JPEG) for demo users; it says on its face that it is not valid. */
export function renderDemoIdCard(side: CardSide, fullName: string): Promise<Buffer> {
  const svg = side === 'front' ? frontSvg(fullName) : backSvg();
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
