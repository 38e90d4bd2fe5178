/**
 * Renders the PNG icons (Apple touch icon, 32 px fallback) from public/favicon.svg, so the mark is
 * drawn once. Run with `npm run icons` after changing the SVG.
 */
import { readFile } from 'node:fs/promises';

import sharp from 'sharp';

const svg = await readFile(new URL('../public/favicon.svg', import.meta.url));

await sharp(svg, { density: 600 })
  .resize(180, 180)
  .flatten({ background: '#0b1622' })
  .png()
  .toFile('public/apple-touch-icon.png');
await sharp(svg, { density: 300 }).resize(32, 32).png().toFile('public/favicon-32.png');
