import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A JavaScript string literal without interpolation: "…", '…' or `…`. */
const LITERAL = String.raw`("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\`(?:[^\`\\$]|\\.)*\`)`;

/**
 * Where a built (minified) React bundle keeps the text a person reads: the props that carry text
 * (children, title, label, description, placeholder, aria-label, the app's own text props) and
 * the text children between elements (`[icon, "Texto"]`).
 */
const TEXT_PLACES = [
  new RegExp(
    String.raw`(?:children|title|label|description|placeholder|"aria-label"|"aria-description"|pendingLabel|content|alt|loading|loadingMore|failed|end|showLabel|emptyText):\s*\[?\s*` +
      LITERAL,
    'g',
  ),
  new RegExp(String.raw`\)\s*,\s*` + LITERAL + String.raw`\s*[\],]`, 'g'),
  new RegExp(LITERAL + String.raw`\s*,\s*\(0\s*,`, 'g'),
];

/** The readable texts of one bundle file's source, without their quotes. */
export function uiTexts(source: string): string[] {
  const texts = new Set<string>();
  for (const place of TEXT_PLACES) {
    for (const match of source.matchAll(place)) {
      const text = match[1]!.slice(1, -1).trim();
      if (/\p{L}/u.test(text)) texts.add(text);
    }
  }
  return [...texts];
}

/**
 * English a person could read in the panel (docs/decisions/spanish-ui-check.md): common UI words,
 * and the phrases the panel once showed. Matched as whole words, case as written.
 */
const ENGLISH = new RegExp(
  String.raw`\b(?:Test Email|ETH Balance|Click|Loading|Submit|Cancel|Save|Delete|Close|Search|Settings|Log ?out|Log ?in|Sign ?in|Sign ?out|Password|Dashboard|Back|Next|Previous|Refresh|Upload|Download|Export|Users|Wallets?|Withdrawals?|Balance|Send|Confirm|Success|Please|Account|Welcome|Retry|Copy|Copied|Open|Home|Details|Status|Pending|Approved|Rejected|Completed|Staff|Activity|Sessions?|Enable|Disable|Yes|Show|Hide|Edit|Add|Remove|Invite|Verify|Verified|Amount|Date|Name|Phone|Country|Login)\b`,
);

/** Each text with English in it, as `file: "text"`. */
export function englishTexts(files: { name: string; source: string }[]): string[] {
  return files.flatMap(({ name, source }) =>
    uiTexts(source)
      .filter((text) => ENGLISH.test(text))
      .map((text) => `${name}: "${text}"`),
  );
}

/** The JavaScript files of a built web app (dist/web/<app>/assets). */
export function bundleFiles(dir: string) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, source: readFileSync(path.join(dir, name), 'utf8') }));
}
