/** The two widths every page is checked at: a mid-range phone and a laptop. */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const desktop = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } as const;
