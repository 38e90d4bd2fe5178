/** The two widths every page is checked at: a mid-range phone and a laptop. */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const desktop = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } as const;

/** The one script the shared layout gives every page (the menu, the landing record, analytics). */
export const sharedLayoutScript = /\/_astro\/BaseLayout\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js$/;
