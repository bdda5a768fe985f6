import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { forwardRef, type ReactNode } from 'react';

/** Dimmed and not clickable when the user lacks the permission (spec, first document, section 6). */
const dimmed = (allowed: boolean) => (allowed ? {} : { opacity: 0.4 });

export type PermissionButtonProps = ButtonProps & { allowed: boolean; label: string; component?: unknown; to?: string };

export const PermissionButton = forwardRef<HTMLButtonElement, PermissionButtonProps>(function PermissionButton(
  { allowed, label, disabled, sx, children, ...rest },
  ref,
) {
  return (
    <Button ref={ref} aria-label={label} disabled={!allowed || disabled} sx={{ ...dimmed(allowed), ...(sx as object) }} {...(rest as ButtonProps)}>
      {children ?? label}
    </Button>
  );
});

export type PermissionIconButtonProps = IconButtonProps & { allowed: boolean; label: string; icon: ReactNode; component?: unknown; to?: string };

export function PermissionIconButton({ allowed, label, icon, disabled, sx, ...rest }: PermissionIconButtonProps) {
  const button = (
    <IconButton aria-label={label} size="small" disabled={!allowed || disabled} sx={{ ...dimmed(allowed), ...(sx as object) }} {...(rest as IconButtonProps)}>
      {icon}
    </IconButton>
  );
  // the browser's own tooltip (no tooltip tree per button: lists show several per row); a
  // disabled button fires no events, so the wrapper carries it
  return <span title={label}>{button}</span>;
}
