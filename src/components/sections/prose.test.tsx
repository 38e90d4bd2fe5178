import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { Prose } from './prose.tsx';

describe('Prose', () => {
  it('leaves out a paragraph a setting left empty', () => {
    const html = renderToStaticMarkup(<Prose paragraphs={['First.', '', '  ', 'Last.']} />);
    expect(html.match(/<p>/g)).toHaveLength(2);
    expect(html).toContain('<p>First.</p><p>Last.</p>');
  });
});
