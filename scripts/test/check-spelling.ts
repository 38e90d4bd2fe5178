/**
 * `npm run check:spelling` (after the build): hunspell es_ES over every built /es page, the owner's names,
 * the glossary's terms and src/content/es/spelling-allowlist.txt aside. Usage: [distDir]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { business } from '#src/data/business.ts';
import { serviceCities } from '#src/data/service-area.ts';

import { ownNames } from '#scripts/build/lib/checks/language.ts';
import { misspelled, pageWords, parseAllowlist, spanishDictionary } from './lib/spelling.ts';
import { routeFromFile } from '#scripts/build/lib/checks/page.ts';
import { glossaryFile, parseGlossary } from './lib/glossary.ts';

const allowlistFile = 'src/content/es/spelling-allowlist.txt';

function main(): number {
  const distDir = resolve(process.argv[2] ?? 'dist');
  const dictionary = spanishDictionary();
  if (!dictionary) {
    console.error(
      'check-spelling: no Spanish dictionary for hunspell (es_ES.dic). Install it: sudo apt-get install hunspell hunspell-es',
    );
    return 1;
  }
  const files = [
    'es.html',
    ...readdirSync(join(distDir, 'es'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => join('es', file)),
  ];
  const glossaryTerms = parseGlossary(readFileSync(glossaryFile, 'utf8')).flatMap((row) => row.preferred);
  const names = [
    ...ownNames(business, serviceCities),
    // Facts the pages show as they are: counties, the email and web address, the license, social networks.
    ...business.counties.map((county) => county.replace(/\s+County$/i, '')),
    business.email,
    ...business.email.split('@'),
    new URL(business.siteUrl).host,
    business.license.number,
    ...business.social.map((profile) => profile.name),
    // The glossary's terms, also at the start of a sentence.
    ...glossaryTerms,
    ...glossaryTerms.map((term) => term.charAt(0).toUpperCase() + term.slice(1)),
  ];
  const allowlist = parseAllowlist(readFileSync(allowlistFile, 'utf8'));
  // Each page's words, then one hunspell run over them all (loading the dictionary takes a second or two).
  const pagesOfWord = new Map<string, string[]>();
  for (const file of files) {
    for (const word of pageWords(readFileSync(join(distDir, file), 'utf8'), { names, allowlist })) {
      pagesOfWord.set(word, [...(pagesOfWord.get(word) ?? []), routeFromFile(file)]);
    }
  }
  const unknown = misspelled([...pagesOfWord.keys()], dictionary).sort((a, b) => a.localeCompare(b, 'es'));
  if (unknown.length > 0) {
    console.error(
      `check-spelling: ${unknown.length} word(s) hunspell (${dictionary}) does not know on the Spanish pages. ` +
        `Fix the spelling, or add a word hunspell lacks to ${allowlistFile} under its kind:`,
    );
    for (const word of unknown) {
      const pages = pagesOfWord.get(word) ?? [];
      console.error(
        `  ${word}: ${pages.slice(0, 4).join(', ')}${pages.length > 4 ? ` and ${pages.length - 4} more` : ''}`,
      );
    }
    return 1;
  }
  console.log(`check-spelling: ${files.length} Spanish page(s), no unknown word (hunspell ${dictionary})`);
  return 0;
}

process.exitCode = main();
