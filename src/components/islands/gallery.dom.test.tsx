import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { beforeAll, describe, expect, it } from 'vitest';

import { ui } from '#src/data/ui.ts';
import { setupUser } from '#src/test/user.ts';

const galleryUi = ui.en.gallery;

import { BeforeAfterSlider } from './before-after-slider.tsx';
import { ProjectGallery, type GalleryItem } from './project-gallery.tsx';

const picture = (alt: string) => ({
  avifSrcset: '/a.avif 400w',
  webpSrcset: '/a.webp 400w',
  src: '/a.webp',
  width: 400,
  height: 400,
  sizes: '400px',
  alt,
});

const phone = { display: '(305) 555-0187', href: 'tel:+13055550187' };

/**
 * jsdom has no modal dialogs: this stand-in opens and closes them the way a browser reports it
 * (the open attribute and a "close" event), which is all the island relies on.
 */
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

function renderSlider() {
  render(
    <BeforeAfterSlider
      before={picture('Cracked concrete before coating')}
      after={picture('Glossy flake floor after coating')}
      label="Before and after: Pinecrest garage"
      beforeTag="Before"
      afterTag="After"
      valueText="{before}% before, {after}% after"
    />,
  );
  const slider = screen.getByRole('slider', { name: 'Before and after: Pinecrest garage' });
  const box = slider.closest<HTMLElement>('[data-slider]')!;
  // jsdom lays nothing out: give the slider a 400 px wide box starting at x = 100.
  box.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 384 }) as DOMRect;
  const after = box.querySelector<HTMLElement>('[data-after]')!;
  return { slider, box, after };
}

const sliderElement = (
  <BeforeAfterSlider
    before={picture('Cracked concrete before coating')}
    after={picture('Glossy flake floor after coating')}
    label="Before and after: Pinecrest garage"
    beforeTag="Before"
    afterTag="After"
    valueText="{before}% before, {after}% after"
  />
);

describe('before/after slider', () => {
  it('server HTML has no style attribute, hydrates without a mismatch, then positions through the CSSOM', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const html = renderToString(sliderElement);
    // The site's Content-Security-Policy allows no style="" attributes: classes draw the 50% split.
    expect(html).not.toContain('style=');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('[data-after]')).toHaveClass('[clip-path:inset(0_0_0_50%)]');
    const recoverable: unknown[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, sliderElement, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    const after = container.querySelector<HTMLElement>('[data-after]')!;
    expect(after.style.clipPath).toBe('inset(0 0 0 50%)');
    const slider = within(container).getByRole('slider');
    expect(slider).toBeEnabled();
    fireEvent.change(slider, { target: { value: '30' } });
    expect(after.style.clipPath).toBe('inset(0 0 0 30%)');
    act(() => root?.unmount());
    container.remove();
  });

  it('starts at 50% with both photos and their alt text', () => {
    const { slider, after } = renderSlider();
    expect(slider).toHaveValue('50');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100');
    expect(slider).toHaveAttribute('aria-valuetext', '50% before, 50% after');
    expect(screen.getByAltText('Cracked concrete before coating')).toBeInTheDocument();
    expect(screen.getByAltText('Glossy flake floor after coating')).toBeInTheDocument();
    expect(after.style.clipPath).toBe('inset(0 0 0 50%)');
  });

  it('moves with the arrow keys, Page Up/Down, Home and End', async () => {
    const user = setupUser();
    const { slider, after } = renderSlider();
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveValue('55');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slider).toHaveValue('45');
    await user.keyboard('{PageUp}');
    expect(slider).toHaveValue('70');
    await user.keyboard('{Home}');
    expect(slider).toHaveValue('0');
    expect(after.style.clipPath).toBe('inset(0 0 0 0%)');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveValue('0');
    await user.keyboard('{End}');
    expect(slider).toHaveValue('100');
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveValue('100');
    expect(slider).toHaveAttribute('aria-valuetext', '100% before, 0% after');
  });

  it('follows a mouse drag only while the button is down', () => {
    const { slider, box } = renderSlider();
    fireEvent.pointerMove(box, { clientX: 400 });
    expect(slider).toHaveValue('50');
    fireEvent.pointerDown(box, { clientX: 300, button: 0 });
    fireEvent.pointerMove(box, { clientX: 380 });
    expect(slider).toHaveValue('70');
    fireEvent.pointerUp(box, { clientX: 380 });
    fireEvent.pointerMove(box, { clientX: 150 });
    expect(slider).toHaveValue('70');
  });

  it('stops following when the mouse leaves the image', () => {
    const { slider, box } = renderSlider();
    fireEvent.pointerDown(box, { clientX: 300, button: 0 });
    fireEvent.pointerMove(box, { clientX: 200 });
    expect(slider).toHaveValue('25');
    fireEvent.pointerLeave(box, { clientX: 50 });
    fireEvent.pointerMove(box, { clientX: 450 });
    expect(slider).toHaveValue('25');
  });

  it('follows a touch drag and stops when the touch ends or is cancelled', () => {
    const { slider, box } = renderSlider();
    fireEvent.pointerDown(box, { clientX: 300, button: 0, pointerType: 'touch' });
    fireEvent.pointerMove(box, { clientX: 180, pointerType: 'touch' });
    expect(slider).toHaveValue('20');
    fireEvent.pointerCancel(box, { pointerType: 'touch' });
    fireEvent.pointerMove(box, { clientX: 480, pointerType: 'touch' });
    expect(slider).toHaveValue('20');
  });

  it('jumps to a tapped point when the finger lifts where it went down', () => {
    const { slider, box } = renderSlider();
    fireEvent.pointerDown(box, { clientX: 160, button: 0, pointerType: 'touch' });
    fireEvent.pointerUp(box, { clientX: 162, pointerType: 'touch' });
    expect(slider).toHaveValue('16');
    // A drag is not a tap: lifting the finger elsewhere leaves the divider where the drag put it.
    fireEvent.pointerDown(box, { clientX: 160, button: 0, pointerType: 'touch' });
    fireEvent.pointerMove(box, { clientX: 300, pointerType: 'touch' });
    fireEvent.pointerUp(box, { clientX: 340, pointerType: 'touch' });
    expect(slider).toHaveValue('50');
  });

  it('jumps to a clicked point, clamped to 0-100%', () => {
    const { slider, box } = renderSlider();
    fireEvent.click(box, { clientX: 460, detail: 1 });
    expect(slider).toHaveValue('90');
    fireEvent.click(box, { clientX: 40, detail: 1 });
    expect(slider).toHaveValue('0');
    fireEvent.pointerDown(box, { clientX: 300, button: 0 });
    fireEvent.pointerMove(box, { clientX: 900 });
    expect(slider).toHaveValue('100');
  });

  it('ignores presses of the right mouse button', () => {
    const { slider, box } = renderSlider();
    fireEvent.pointerDown(box, { clientX: 300, button: 2 });
    fireEvent.pointerMove(box, { clientX: 380 });
    expect(slider).toHaveValue('50');
  });
});

const projects: GalleryItem[] = [
  {
    id: 'pinecrest',
    title: 'Pinecrest garage',
    category: 'garage',
    summary: 'An oil-stained garage, now a flake floor.',
    location: 'Pinecrest, FL',
    sqFootage: '680 sq ft',
    timeline: '3 days',
    coatingType: 'Flake epoxy',
    challenge: 'Oil stains and a peeling DIY kit.',
    solution: 'Ground, primed and broadcast.',
    customerName: 'Daniel R.',
    testimonial: 'It <b>still</b> mops clean.',
    investmentRange: '$5,400-$6,800',
    features: ['Diamond grinding', 'Polyaspartic topcoat'],
    before: picture('Stained concrete'),
    after: picture('Flake floor'),
    photos: {
      before: picture('Garage before: peeling coat, oil stains'),
      after: picture('Garage after: flake floor'),
    },
  },
  {
    id: 'doral',
    title: 'Doral warehouse',
    category: 'industrial',
    summary: 'Forklift aisles rebuilt.',
    location: 'Doral, FL',
    sqFootage: '8,500 sq ft',
    timeline: '6 days',
    coatingType: 'Heavy-duty epoxy',
    challenge: 'Pitted aisles.',
    solution: 'Epoxy mortar.',
    customerName: 'Carlos V.',
    testimonial: 'We never missed a truck.',
    investmentRange: '$93,500-$127,500',
    features: ['Shot blasting'],
    before: picture('Pitted concrete'),
    after: picture('Warehouse floor'),
    photos: { before: picture('Aisle before: pitted slab'), after: picture('Aisle after: grey floor') },
  },
];

function renderGallery() {
  return render(
    <ProjectGallery
      projects={projects}
      copy={galleryUi}
      quoteHref="/contact"
      phone={phone}
      errorCopy={ui.en.errorBoundary}
    />,
  );
}

describe('project gallery', () => {
  it('starts on All, announced as pressed, with every project shown', () => {
    renderGallery();
    const filters = within(screen.getByRole('group', { name: galleryUi.filterLabel })).getAllByRole('button');
    expect(filters.map((b) => b.textContent)).toEqual(Object.values(galleryUi.filters));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Garage' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows only the chosen category and says how many projects are shown', async () => {
    const user = setupUser();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Industrial' }));
    expect(screen.getByRole('button', { name: 'Industrial' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'project-doral-card-title',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 2 projects');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('names each details button after its project', () => {
    renderGallery();
    expect(screen.getByRole('button', { name: 'View details: Pinecrest garage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View details: Doral warehouse' })).toBeInTheDocument();
  });

  it('opens the full story in a labelled, described dialog', async () => {
    const user = setupUser();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'View details: Pinecrest garage' }));
    const dialog = screen.getByRole('dialog', { name: 'Pinecrest garage' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('An oil-stained garage, now a flake floor.');
    for (const text of [
      'Pinecrest, FL',
      '680 sq ft',
      '3 days',
      'Flake epoxy',
      'Oil stains and a peeling DIY kit.',
      'Ground, primed and broadcast.',
      'Daniel R.',
      '$5,400-$6,800',
      'Diamond grinding',
      'Polyaspartic topcoat',
    ]) {
      expect(dialog).toHaveTextContent(text);
    }
    // The testimonial is text: markup in it is shown, never interpreted.
    expect(dialog).toHaveTextContent('It <b>still</b> mops clean.');
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(dialog).getByRole('link', { name: galleryUi.dialog.quote })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByRole('dialog', { name: 'Doral warehouse' })).toBeNull();
  });

  it("shows the project's before and after photos in its dialog, captioned, sized and lazy", async () => {
    const user = setupUser();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'View details: Doral warehouse' }));
    const dialog = screen.getByRole('dialog', { name: 'Doral warehouse' });
    const before = within(dialog).getByRole('img', { name: 'Aisle before: pitted slab' });
    const after = within(dialog).getByRole('img', { name: 'Aisle after: grey floor' });
    for (const img of [before, after]) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '400');
      expect(img).toHaveAttribute('height', '400');
      expect(img.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute(
        'srcset',
        '/a.avif 400w',
      );
    }
    expect(before.closest('figure')).toHaveTextContent(galleryUi.slider.before);
    expect(after.closest('figure')).toHaveTextContent(galleryUi.slider.after);
    // The other project's photos stay in its own (closed) dialog.
    expect(within(dialog).queryByRole('img', { name: 'Garage after: flake floor' })).toBeNull();
  });

  it('closes with the Close button, clears the selection and returns focus to the opener', async () => {
    const user = setupUser();
    renderGallery();
    const opener = screen.getByRole('button', { name: 'View details: Pinecrest garage' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Pinecrest garage' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
    // Selection cleared: the same project opens again.
    await user.click(opener);
    expect(dialog).toHaveAttribute('open');
  });

  it('closes on Escape and on a click on the overlay', async () => {
    const user = setupUser();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'View details: Doral warehouse' }));
    const dialog = screen.getByRole('dialog', { name: 'Doral warehouse' });
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'View details: Doral warehouse' }));
    expect(dialog).toHaveAttribute('open');
    fireEvent.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('does not close on a click inside the dialog content', async () => {
    const user = setupUser();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'View details: Doral warehouse' }));
    const dialog = screen.getByRole('dialog', { name: 'Doral warehouse' });
    await user.click(within(dialog).getByText('Pitted aisles.'));
    expect(dialog).toHaveAttribute('open');
  });

  it('keeps Tab inside the open dialog', async () => {
    const user = setupUser();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'View details: Pinecrest garage' }));
    const dialog = screen.getByRole('dialog', { name: 'Pinecrest garage' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const quote = within(dialog).getByRole('link', { name: galleryUi.dialog.quote });
    quote.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(quote).toHaveFocus();
  });
});
