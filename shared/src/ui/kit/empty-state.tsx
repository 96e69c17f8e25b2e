import type { ReactNode } from 'react';

/** What a list shows when it has nothing: a short line, and optionally a way forward. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <p>{children}</p>
      {action}
    </div>
  );
}
