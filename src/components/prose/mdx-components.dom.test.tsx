import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ui } from '#src/data/ui.ts';
import { primaryPhone } from '#src/lib/contact.ts';
import { articleRoute, hasSpanishTwin } from '#src/lib/routes.ts';
import { contentIds } from '#src/lib/content-files.ts';

import { articleComponents } from './mdx-components.tsx';

const [id = ''] = contentIds('articles');
const route = articleRoute(id);

describe("an article body's Markdown links", () => {
  it('point at the Spanish twin on a Spanish article, keeping the #fragment', () => {
    expect(hasSpanishTwin(route)).toBe(true);
    const { a: Link } = articleComponents([], ui.es, 'es');
    render(
      <>
        <Link href={route}>guía</Link>
        <Link href={`${route}#preguntas`}>preguntas</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'guía' })).toHaveAttribute('href', `/es${route}`);
    expect(screen.getByRole('link', { name: 'preguntas' })).toHaveAttribute('href', `/es${route}#preguntas`);
  });

  it('stay as written on an English article, and outside the site in both languages', () => {
    const { a: English } = articleComponents([], ui.en, 'en');
    const { a: Spanish } = articleComponents([], ui.es, 'es');
    render(
      <>
        <English href={route}>guide</English>
        <Spanish href="https://www.sherwin-williams.com/">externo</Spanish>
        <Spanish href={primaryPhone.href}>teléfono</Spanish>
      </>,
    );
    expect(screen.getByRole('link', { name: 'guide' })).toHaveAttribute('href', route);
    expect(screen.getByRole('link', { name: 'externo' })).toHaveAttribute(
      'href',
      'https://www.sherwin-williams.com/',
    );
    expect(screen.getByRole('link', { name: 'teléfono' })).toHaveAttribute('href', primaryPhone.href);
  });
});
