import { describe, expect, it } from 'vitest';

import { decodeEntities, pageElements, routeFromFile } from './page.ts';

describe('pageElements', () => {
  it('reads quoted, unquoted and bare attributes and decodes character references', () => {
    const link = pageElements(`<a href="/a?x=1&amp;y=2" data-x='it&#39;s' class=plain hidden>text</a>`).find(
      (el) => el.name === 'a',
    );
    expect(link?.attrs.get('href')).toBe('/a?x=1&y=2');
    expect(link?.attrs.get('data-x')).toBe("it's");
    expect(link?.attrs.get('class')).toBe('plain');
    expect(link?.attrs.get('hidden')).toBe('');
  });

  it('treats script content as text, skips comments, and knows what is in the head and in an svg', () => {
    const elements = pageElements(
      '<html><head><script>if (a<b) document.write("<h1>")</script><!-- <h1> --></head><body><h1>x</h1><svg><title>Icon</title></svg></body></html>',
    );
    expect(elements.map((el) => el.name)).toEqual(['html', 'head', 'script', 'body', 'h1', 'svg', 'title']);
    expect(elements[2]?.inHead).toBe(true);
    expect(elements[2]?.text).toBe('if (a<b) document.write("<h1>")');
    expect(elements[4]?.inHead).toBe(false);
    expect(elements[5]?.inSvg).toBe(false);
    expect(elements[6]?.inSvg).toBe(true);
  });

  it('places elements where a browser would: a stray <title> in the body belongs to it, not the head', () => {
    const elements = pageElements('<!doctype html><meta charset="utf-8"><p>Hi</p><title>Late</title>');
    expect(elements.find((el) => el.name === 'meta')?.inHead).toBe(true);
    const title = elements.find((el) => el.name === 'title');
    expect(title?.inHead).toBe(false);
    expect(title?.text).toBe('Late');
  });
});

describe('helpers', () => {
  it('decode character references in text', () => {
    expect(decodeEntities('Fish &amp; chips &mdash; &#8220;fresh&#x201D; &nbsp;')).toBe(
      'Fish & chips — “fresh” \u00a0',
    );
  });

  it('map built files to routes', () => {
    expect(routeFromFile('index.html')).toBe('/');
    expect(routeFromFile('about.html')).toBe('/about');
    expect(routeFromFile('services/garage.html')).toBe('/services/garage');
    expect(routeFromFile('404.html')).toBe('/404');
  });
});
