import { cn } from '#src/lib/cn.ts';

export interface EmailLinkProps {
  email: string;
  className?: string;
}

/** A mailto link whose address may wrap after the @, never mid-word. */
export function EmailLink({ email, className }: EmailLinkProps) {
  const [user, domain] = email.split('@');
  return (
    <a href={`mailto:${email}`} className={className}>
      <span className={cn('break-normal')}>
        {user}@<wbr />
        {domain}
      </span>
    </a>
  );
}
