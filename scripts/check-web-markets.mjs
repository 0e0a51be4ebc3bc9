// The web app reads the market in one place (docs/decisions/0023-markets-on-the-web-and-the-promotion-landing.md):
// apps/web/src/platform/market.ts turns the launch `language` into a market; no other file compares the launch
// language, a market or a wording set, nor derives a market from a language. Content that differs per market or
// wording set is a table keyed by it. The test preview is exempt: it is the tool that writes `language` into URLs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSrc = path.join(root, 'apps/web/src');
const exempt = [path.join(webSrc, 'platform/market.ts'), path.join(webSrc, 'features/test-preview') + path.sep];

const branches = [
  [/(?<!typeof )\blanguage\w*\s*[!=]==|[!=]==\s*language\w*\b/, 'compares the launch language'],
  [/[!=]==\s*['"](?:en|es|zh|zh-CN)['"]|['"](?:en|es|zh)['"]\s*[!=]==/, 'compares a wording set'],
  [/[!=]==\s*['"](?:MX|IN|CN)['"]|(?<!typeof )\b(?:market|marketId)\w*\s*[!=]==\s*['"]/, 'compares a market id'],
  [/[!=]==\s*(?:INDIA|MEXICO|SPEC_ORIGINAL)\b|\b(?:INDIA|MEXICO|SPEC_ORIGINAL)\s*[!=]==/, 'compares a market'],
  [/\b(?:wordingSetFromLanguage|marketOfLanguage|wordingOverride)\(/, 'derives a market or wording from the language'],
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full;
  }
}

const problems = [];
for (const file of files(webSrc)) {
  if (exempt.some((e) => file === e || file.startsWith(e))) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) return;
      for (const [pattern, what] of branches) {
        if (pattern.test(line))
          problems.push(`${path.relative(root, file)}:${index + 1}: ${what} outside platform/market.ts`);
      }
    });
}

if (problems.length > 0) {
  console.error(`Market decided outside its one place:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('web market reads: ok');
