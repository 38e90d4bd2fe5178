/**
 * Text as the site's searches match it (the FAQ search, the resources hub): case and accents folded,
 * so "proteccion" finds "protección" and "GARANTIA" finds "garantía" (phone keyboards skip accents,
 * and a Spanish visitor types either way); "ñ" matches "n" too.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
