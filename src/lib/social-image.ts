/**
 * The default social-sharing image (1200×630), drawn at build from a floor photo and the current
 * business name, so a rename never leaves the old name on shared links. Build-time only (sharp).
 */
import sharp from 'sharp';

/** Escapes text for an SVG text node. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Lines of at most `max` characters, breaking between words. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const width = 1200;
const height = 630;

/** The card's text layer: the name large (up to three lines), the tagline and a rule beneath. */
export function socialImageOverlay(name: string, tagline: string): string {
  const nameLines = wrap(name, 22).slice(0, 3);
  const nameSize = nameLines.length > 2 ? 64 : 76;
  const taglineLines = wrap(tagline, 44).slice(0, 2);
  const nameTop = 200;
  const taglineTop = nameTop + nameLines.length * nameSize * 1.1 + 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="fade" x1="0" x2="1"><stop offset="0" stop-color="#0b1622" stop-opacity="0.95"/><stop offset="0.6" stop-color="#0b1622" stop-opacity="0.75"/><stop offset="1" stop-color="#0b1622" stop-opacity="0.2"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#fade)"/>
  <rect x="80" y="130" width="96" height="8" rx="4" fill="#ff7f5c"/>
  ${nameLines
    .map(
      (line, i) =>
        `<text x="80" y="${nameTop + i * nameSize * 1.1 + nameSize * 0.8}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${nameSize}" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
  ${taglineLines
    .map(
      (line, i) =>
        `<text x="80" y="${taglineTop + i * 44 + 32}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="#b9c6d3">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
</svg>`;
}

/** Renders the card: the photo darkened on the left, with the text layer over it. */
export async function renderSocialImage(photo: string, name: string, tagline: string): Promise<Buffer> {
  return sharp(photo)
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: Buffer.from(socialImageOverlay(name, tagline)), top: 0, left: 0 }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
