import type { ReactNode } from 'react';

interface NoticeProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** An inline message: errors are announced at once, other messages politely. */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
