import type { AnchorHTMLAttributes, ReactNode } from 'react';

import { cn } from '#src/lib/cn.ts';

import { buttonVariants, type ButtonVariantProps } from './button-variants.ts';

export interface ButtonLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'>, ButtonVariantProps {
  href: string;
  className?: string;
  children: ReactNode;
  /**
   * Marks the link for analytics: "quote" for quote requests, "booking" for the booking page,
   * "whatsapp" for WhatsApp; "call" is detected from tel: links.
   */
  track?: 'quote' | 'booking' | 'whatsapp';
}

/** A link styled as a button. */
export function ButtonLink({ href, variant, size, className, children, track, ...rest }: ButtonLinkProps) {
  return (
    <a
      href={href}
      className={cn(buttonVariants({ variant, size }), className)}
      {...(track ? { 'data-track': track } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
